import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import type { FastifyRequest } from 'fastify';
import { TtlLruCache } from '../cache/ttl-lru-cache';

/** The httpOnly cookie holding the login session token; the server stores only its SHA-256. */
export const LOGIN_SESSION_COOKIE = 'emberhold_session';

/** Who is asking, as the login session says: the flags of spec section 6 come from the user row, never the client. */
export interface Viewer {
  userId: number;
  access: boolean;
  editor: boolean;
  advertiser: boolean;
  /** The session's CSRF token: state-changing calls of a logged-in user must send it back (x-csrf-token). */
  csrfToken: string;
  /** SHA-256 of the session token: the row in `sessions`. */
  sessionId: string;
}

export function isStaff(viewer: Viewer | null): boolean {
  return viewer !== null && (viewer.access || viewer.editor);
}

export function sessionTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Resolves the login session cookie to a viewer. Tracking calls ask on every request, so answers are kept for a few
 * seconds per token: a revoked session or a changed flag takes effect within that time.
 */
@Injectable()
export class ViewerResolver {
  private readonly cache = new TtlLruCache<Viewer | null>(10_000, 5_000);

  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async fromRequest(request: FastifyRequest): Promise<Viewer | null> {
    const token = request.cookies?.[LOGIN_SESSION_COOKIE];
    if (!token || token.length > 256) return null;
    const id = sessionTokenHash(token);
    return this.cache.getOrLoad(id, async () => {
      const session = await this.prisma.session.findUnique({
        where: { id },
        select: { csrfSecret: true, expiresAt: true, user: { select: { id: true, access: true, editor: true, advertiser: true, deletedAt: true } } },
      });
      if (!session?.user || session.expiresAt.getTime() <= Date.now() || session.user.deletedAt !== null) return null;
      const { user } = session;
      return { userId: user.id, access: user.access, editor: user.editor, advertiser: user.advertiser, csrfToken: session.csrfSecret, sessionId: id };
    });
  }

  /** Drops a session this process may still hold, at logout: other processes let it go within the cache time. */
  forget(sessionId: string): void {
    this.cache.delete(sessionId);
  }
}
