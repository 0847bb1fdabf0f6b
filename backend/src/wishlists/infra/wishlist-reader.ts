import { Inject, Injectable } from '@nestjs/common';
import { Prisma, type PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { DEFAULT_AVATAR_SRC } from '@emberhold/seed';
import { BOARD_PREVIEW_IMAGES, BOARD_SPONSORED_ITEMS, type BoardDto, WISHLIST_PAGE_SIZE, type WishlistOwnerDto } from '../domain/board-view';
import { BoardNotFoundError, WishlistUserNotFoundError } from '../domain/wishlist-errors';

/** Whose boards are read, and whether the reader is their owner (the owner also sees the private ones). */
export interface BoardsOf {
  userId: number;
  includePrivate: boolean;
}

/** Only published posts are shown, counted or recommended; a post unpublished later stays saved, unseen. */
const SHOWN = Prisma.sql`p.status = 'published'`;

interface BoardRow {
  wishlist_id: number;
  user_id: number;
  name: string;
  private: boolean;
  /** Every card the board shows: its published posts and its running sponsored items (as many as its first page shows). */
  count: number;
  images: Array<string | null>;
}

/** The wishlist reads the query handlers share: boards with their counts and previews, saved ids, pages of ids. */
@Injectable()
export class WishlistReader {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** The public profile of a board owner; a missing or deleted account is a 404. */
  async owner(userId: number): Promise<WishlistOwnerDto> {
    const user = await this.prisma.user.findUnique({ where: { id: userId }, select: { id: true, username: true, profileImage: true, deletedAt: true } });
    if (!user || user.deletedAt !== null) throw new WishlistUserNotFoundError();
    return { user_id: user.id, username: user.username, profile_image: user.profileImage ?? DEFAULT_AVATAR_SRC };
  }

  /** The boards of a user the reader may see, newest first. */
  async boards(of: BoardsOf): Promise<BoardDto[]> {
    return this.selectBoards(Prisma.sql`b.user_id = ${of.userId} AND (${of.includePrivate}::boolean OR NOT b.private)`);
  }

  /** One board of a user; someone else's private board is the same 404 as a missing one. */
  async board(of: BoardsOf, boardId: number): Promise<BoardDto> {
    const [board] = await this.selectBoards(Prisma.sql`b.id = ${boardId} AND b.user_id = ${of.userId} AND (${of.includePrivate}::boolean OR NOT b.private)`);
    if (!board) throw new BoardNotFoundError();
    return board;
  }

  /** A page of a board's shown posts with their comments, newest saved first. */
  async boardItems(boardId: number, page: number): Promise<Array<{ post_id: number; comment: string }>> {
    return this.prisma.$queryRaw(Prisma.sql`
      SELECT i.post_id, i.comment
      FROM wishlist_items i JOIN posts p ON p.id = i.post_id
      WHERE i.board_id = ${boardId} AND ${SHOWN}
      ORDER BY i.created_at DESC, i.id DESC
      ${pageOf(page)}`);
  }

  /** The running sponsored items saved on a board, newest saved first. */
  async boardAds(boardId: number) {
    const rows = await this.prisma.adWishlistItem.findMany({
      where: { boardId, nativeAd: { active: true } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: BOARD_SPONSORED_ITEMS,
      select: { nativeAd: { select: { id: true, title: true, content: true, link: true, image: true, price: true } } },
    });
    return rows.map((row) => row.nativeAd);
  }

  /** A page of the shown posts on any board the reader may see, each once, by its latest save. */
  async allSaved(of: BoardsOf, page: number): Promise<{ ids: number[]; total: number }> {
    const from = Prisma.sql`
      FROM wishlist_items i JOIN wishlist_boards b ON b.id = i.board_id JOIN posts p ON p.id = i.post_id
      WHERE b.user_id = ${of.userId} AND (${of.includePrivate}::boolean OR NOT b.private) AND ${SHOWN}`;
    const [rows, [counted]] = await Promise.all([
      this.prisma.$queryRaw<Array<{ post_id: number }>>(Prisma.sql`
        SELECT i.post_id ${from} GROUP BY i.post_id ORDER BY max(i.created_at) DESC, i.post_id DESC ${pageOf(page)}`),
      this.prisma.$queryRaw<Array<{ total: number }>>(Prisma.sql`SELECT count(DISTINCT i.post_id)::int AS total ${from}`),
    ]);
    return { ids: rows.map((row) => row.post_id), total: counted?.total ?? 0 };
  }

  /**
   * A page of listed posts sharing a gift guide with a post on the boards the reader may see, not on those boards
   * already, most popular first (the popular list's order, so the walk follows its index).
   */
  async recommended(of: BoardsOf, page: number): Promise<number[]> {
    const rows = await this.prisma.$queryRaw<Array<{ id: number }>>(Prisma.sql`
      WITH saved AS (
        SELECT DISTINCT i.post_id FROM wishlist_items i JOIN wishlist_boards b ON b.id = i.board_id
        WHERE b.user_id = ${of.userId} AND (${of.includePrivate}::boolean OR NOT b.private)
      ), guides AS (
        SELECT DISTINCT pc.category_id FROM post_categories pc JOIN saved s ON s.post_id = pc.post_id
      )
      SELECT p.id FROM posts p
      WHERE p.status = 'published' AND p.type = 'post'
        AND EXISTS (SELECT 1 FROM post_categories pc JOIN guides g ON g.category_id = pc.category_id WHERE pc.post_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM saved s WHERE s.post_id = p.id)
      ORDER BY p.clicks_score_amazon_available DESC, p.id DESC
      ${pageOf(page)}`);
    return rows.map((row) => row.id);
  }

  /** Which of these posts the user has on any of their boards. */
  async savedPostIds(userId: number, postIds: readonly number[]): Promise<Set<number>> {
    if (postIds.length === 0) return new Set();
    const rows = await this.prisma.$queryRaw<Array<{ post_id: number }>>(Prisma.sql`
      SELECT DISTINCT i.post_id FROM wishlist_items i JOIN wishlist_boards b ON b.id = i.board_id
      WHERE b.user_id = ${userId} AND i.post_id = ANY(${[...postIds]}::int[])`);
    return new Set(rows.map((row) => row.post_id));
  }

  /** Which of these native ads the user has saved. */
  async savedAdIds(userId: number, adIds: readonly number[]): Promise<Set<number>> {
    if (adIds.length === 0) return new Set();
    const rows = await this.prisma.adWishlistItem.findMany({ where: { userId, nativeAdId: { in: [...adIds] } }, select: { nativeAdId: true } });
    return new Set(rows.map((row) => row.nativeAdId));
  }

  private async selectBoards(where: Prisma.Sql): Promise<BoardDto[]> {
    const rows = await this.prisma.$queryRaw<BoardRow[]>(Prisma.sql`
      SELECT b.id AS wishlist_id, b.user_id, b.name, b.private,
        (SELECT count(*)::int FROM wishlist_items i JOIN posts p ON p.id = i.post_id WHERE i.board_id = b.id AND ${SHOWN})
          + (SELECT LEAST(count(*), ${BOARD_SPONSORED_ITEMS})::int FROM ad_wishlist_items w JOIN native_ads a ON a.id = w.native_ad_id
             WHERE w.board_id = b.id AND a.active) AS count,
        ARRAY(
          SELECT COALESCE(p.image, (SELECT pi.src FROM post_images pi WHERE pi.post_id = p.id ORDER BY pi.position, pi.id LIMIT 1))
          FROM wishlist_items i JOIN posts p ON p.id = i.post_id
          WHERE i.board_id = b.id AND ${SHOWN}
          ORDER BY i.created_at DESC, i.id DESC
          LIMIT ${BOARD_PREVIEW_IMAGES}
        ) AS images
      FROM wishlist_boards b
      WHERE ${where}
      ORDER BY b.created_at DESC, b.id DESC`);
    return rows.map((row) => ({ ...row, images: row.images.filter((src): src is string => src !== null) }));
  }
}

function pageOf(page: number): Prisma.Sql {
  return Prisma.sql`LIMIT ${WISHLIST_PAGE_SIZE} OFFSET ${(page - 1) * WISHLIST_PAGE_SIZE}`;
}
