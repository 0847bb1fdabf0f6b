import { Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MessageResponse } from '@emberhold/contracts';
import { CrossSiteRequestError, isCrossSite } from '../../../common/auth/csrf.guard';
import { LoginSessions } from '../../../common/auth/login-sessions';
import { success } from '../../../common/http/api-response';

/**
 * Ends the login session: the row is deleted and both cookies cleared. The spec calls it with GET, which a SameSite=Lax
 * cookie still carries on another site's top-level link, so the GET is a same-site action: a request from another
 * site (Sec-Fetch-Site, else Origin or Referer) is refused and the session kept. POST (with the CSRF token) is there
 * for clients that prefer it.
 */
@ApiTags('accounts')
@Controller('api/user/logout')
export class LogoutHttpController {
  constructor(private readonly sessions: LoginSessions) {}

  @Get()
  @ApiOperation({ summary: 'Logs out (spec section 7 calls it with GET).' })
  async logoutByGet(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<MessageResponse> {
    if (isCrossSite(request)) throw new CrossSiteRequestError();
    await this.sessions.end(request, reply);
    void reply.header('cache-control', 'no-store');
    return success({});
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Logs out.' })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<MessageResponse> {
    await this.sessions.end(request, reply);
    return success({});
  }
}
