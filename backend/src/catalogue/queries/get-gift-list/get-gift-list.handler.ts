import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type CategoryDto, NotFoundError } from '@emberhold/contracts';
import type { Category, PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/runtime';
import { listSorts } from '../../domain/list-sorts';
import { PostReader } from '../../infra/post-reader';
import { GetGiftListQuery, type GiftListResult } from './get-gift-list.query';

export const ALL_GUIDES = 'all';

function toCategoryDto(row: Category): CategoryDto {
  return { id: row.id, name: row.name, slug: row.slug, parent_slug: row.parentSlug, description: row.description, rating: row.rating };
}

@QueryHandler(GetGiftListQuery)
export class GetGiftListHandler implements IQueryHandler<GetGiftListQuery, GiftListResult> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly posts: PostReader,
  ) {}

  async execute({ list, sort, page, price, visitor, seed }: GetGiftListQuery): Promise<GiftListResult> {
    const links = { ...visitor, sortCode: listSorts[sort].code };
    const filter = { minPrice: price.min, maxPrice: price.max };
    if (list === ALL_GUIDES) {
      const [posts, children] = await Promise.all([
        this.posts.page(sort, page, { ...filter, categoryIds: [] }, seed, links),
        this.prisma.category.findMany({ where: { parentSlug: null }, orderBy: [{ position: 'asc' }, { id: 'asc' }] }),
      ]);
      return { posts: tag(posts, sort, page), category: null, parent_list: null, children: children.map(toCategoryDto) };
    }
    const category = await this.prisma.category.findUnique({ where: { slug: list }, include: { parent: true } });
    if (!category) throw new NotFoundError('LIST_NOT_FOUND', `There is no gift guide "${list}"`);
    // A guide lists the posts of every guide nested under it, at any depth.
    const tree = await this.prisma.$queryRaw<Array<{ id: number }>>`
      WITH RECURSIVE tree AS (
        SELECT id, slug FROM categories WHERE id = ${category.id}
        UNION
        SELECT c.id, c.slug FROM categories c JOIN tree t ON c.parent_slug = t.slug
      )
      SELECT id FROM tree`;
    const [posts, children] = await Promise.all([
      this.posts.page(sort, page, { ...filter, categoryIds: tree.map((row) => row.id) }, seed, links),
      this.prisma.category.findMany({ where: { parentSlug: category.slug }, orderBy: [{ position: 'asc' }, { id: 'asc' }] }),
    ]);
    return {
      posts: tag(posts, sort, page),
      category: toCategoryDto(category),
      parent_list: category.parent ? toCategoryDto(category.parent) : null,
      children: children.map(toCategoryDto),
    };
  }
}

function tag<T extends object>(posts: T[], sort: string, page: number): Array<T & { sort: string; page: number }> {
  return posts.map((post) => ({ ...post, sort, page }));
}
