import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_SESSION_COOKIE, sessionTokenHash, ViewerResolver } from './viewer';

/** How long a login lasts without logging in again. */
export const LOGIN_SESSION_DAYS = 30;
/** The readable cookie carrying the session's CSRF token, so the site can send it back after a reload. */
export const CSRF_COOKIE = 'emberhold_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/**
 * Login sessions kept on the server: the browser holds a random token in an httpOnly, SameSite=Lax cookie; the
 * database holds only its SHA-256, the user and a CSRF token. Logging out deletes the row.
 */
@Injectable()
export class LoginSessions {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly viewers: ViewerResolver,
  ) {}

  /**
   * Ends whatever session the browser brings and starts a new one for the user (login, registration, password reset):
   * a token someone planted before is worthless after it.
   */
  async renew(userId: number, request: FastifyRequest, reply: FastifyReply): Promise<{ csrfToken: string }> {
    await this.end(request, reply);
    return this.start(userId, request, reply);
  }

  async start(userId: number, request: FastifyRequest, reply: FastifyReply): Promise<{ csrfToken: string }> {
    const { token, csrfToken, expiresAt } = await this.create(userId);
    const secure = isHttps(request);
    void reply.setCookie(LOGIN_SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires: expiresAt });
    void reply.setCookie(CSRF_COOKIE, csrfToken, { path: '/', httpOnly: false, sameSite: 'lax', secure, expires: expiresAt });
    return { csrfToken };
  }

  /** A new session of the user, stored: the token its cookie carries (only its hash is kept), its CSRF token, its end. */
  async create(userId: number): Promise<{ token: string; csrfToken: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const csrfToken = randomBytes(24).toString('base64url');
    const expiresAt = new Date(Date.now() + LOGIN_SESSION_DAYS * 24 * 60 * 60_000);
    await this.prisma.session.create({ data: { id: sessionTokenHash(token), userId, csrfSecret: csrfToken, expiresAt } });
    return { token, csrfToken, expiresAt };
  }

  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = request.cookies?.[LOGIN_SESSION_COOKIE];
    if (token) {
      const id = sessionTokenHash(token);
      await this.prisma.session.deleteMany({ where: { id } });
      this.viewers.forget(id);
    }
    void reply.clearCookie(LOGIN_SESSION_COOKIE, { path: '/' });
    void reply.clearCookie(CSRF_COOKIE, { path: '/' });
  }
}

function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}
