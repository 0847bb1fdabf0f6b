import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { DomainError } from '@emberhold/contracts';
import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import { AnalystToken } from './analyst-token';

/** 127.0.0.0/8 and ::1, also an IPv4 loopback address seen on an IPv6 socket (::ffff:127.0.0.1). */
export function isLoopback(address: string | undefined): boolean {
  if (!address || !ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'loopback';
}

/**
 * The analyst endpoint's two checks, before the body is even read: the connection comes from this machine (the
 * socket's own peer address; X-Forwarded-For and the proxy-trusting request.ip are ignored), and it carries the token
 * the product wrote to its data directory at start-up.
 */
@Injectable()
export class AnalystAccessGuard implements CanActivate {
  constructor(private readonly token: AnalystToken) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!isLoopback(request.raw.socket?.remoteAddress)) {
      throw new DomainError('forbidden', 'ANALYST_LOOPBACK_ONLY', 'The analyst endpoint answers only connections from this machine (loopback)');
    }
    if (!this.token.matches(request.headers.authorization)) {
      throw new DomainError(
        'unauthenticated',
        'ANALYST_TOKEN_REQUIRED',
        'Send the token from <data dir>/analyst-token as "Authorization: Bearer <token>" (npm run analytics does)',
      );
    }
    return true;
  }
}
