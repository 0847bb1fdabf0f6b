import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountResponse } from '@emberhold/contracts';
import { LoginSessions } from '../../common/auth/login-sessions';
import { success } from '../../common/http/api-response';
import { GetMeQuery } from '../queries/get-me/get-me.query';

/**
 * How login, registration and a password reset answer once they know the user: a new login session in place of
 * whatever the browser brought (LoginSessions.renew), and the account as the site keeps it with the session's CSRF token.
 */
@Injectable()
export class AccountSignIn {
  constructor(
    private readonly queries: QueryBus,
    private readonly sessions: LoginSessions,
  ) {}

  async signIn(userId: number, request: FastifyRequest, reply: FastifyReply, meta: { message?: string } = {}): Promise<AccountResponse> {
    const { csrfToken } = await this.sessions.renew(userId, request, reply);
    return success({ user: await this.queries.execute(new GetMeQuery(userId)), csrf_token: csrfToken }, meta);
  }
}
