import { timingSafeEqual } from 'node:crypto';
import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError } from '@emberhold/contracts';
import type { FastifyRequest } from 'fastify';
import { CSRF_HEADER } from './login-sessions';
import { ViewerResolver } from './viewer';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BEACON = Symbol('beacon');

/**
 * Marks a write that acts for nobody: tracking beacons (sendBeacon cannot set headers, and a forged beacon only adds
 * a fact the server classifies itself). They skip the CSRF token, never the cross-site check.
 */
export const Beacon = () => SetMetadata(BEACON, true);

/**
 * CSRF protection for every state-changing call: a browser request from another site is refused outright
 * (Sec-Fetch-Site, else Origin against Host), and a logged-in user's call must carry the session's CSRF token in
 * x-csrf-token (the site reads it from a readable cookie or the user-info call). SameSite=Lax on the session cookie
 * is the third line.
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly viewers: ViewerResolver,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (SAFE_METHODS.has(request.method)) return true;
    if (isCrossSite(request)) throw new CrossSiteRequestError();
    if (this.reflector.getAllAndOverride<boolean>(BEACON, [context.getHandler(), context.getClass()])) return true;
    const viewer = await this.viewers.fromRequest(request);
    if (viewer !== null && !sameToken(request.headers[CSRF_HEADER], viewer.csrfToken)) {
      throw new DomainError('forbidden', 'CSRF_TOKEN_INVALID', 'This page is out of date. Please reload it and try again.');
    }
    return true;
  }
}

/**
 * True when a browser sent the request from another site: Sec-Fetch-Site says so, or (browsers without it) the Origin,
 * else the Referer, names another host than the one the request came to. The request's host is the Host header, or
 * X-Forwarded-Host only from a trusted proxy, and the edge has already refused hosts that are not the site's.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'cross-site';
  const origin = request.headers.origin;
  if (origin === 'null') return true;
  const source = typeof origin === 'string' ? origin : request.headers.referer;
  if (typeof source !== 'string') return false;
  try {
    return new URL(source).host !== request.host;
  } catch {
    return true;
  }
}

export class CrossSiteRequestError extends DomainError {
  constructor() {
    super('forbidden', 'CROSS_SITE_REQUEST', 'This request came from another site and was refused.');
  }
}

function sameToken(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
