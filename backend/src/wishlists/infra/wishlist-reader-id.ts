import type { FastifyRequest } from 'fastify';
import type { ViewerResolver } from '../../common/auth/viewer';

/**
 * Who reads a wishlist page: the logged-in user, or null for a visitor. Public boards are open to visitors (a shared
 * board link is what a public board is for); private ones only to their owner, logged in.
 */
export async function wishlistReaderId(viewers: ViewerResolver, request: FastifyRequest): Promise<number | null> {
  return (await viewers.fromRequest(request))?.userId ?? null;
}
