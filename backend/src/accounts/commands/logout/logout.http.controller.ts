import { Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LoginSessions } from '../../../common/auth/login-sessions';
import { success } from '../../../common/http/api-response';

/**
 * Ends the login session: the row is deleted and both cookies cleared. The spec calls it with GET; the SameSite=Lax
 * cookie keeps another site's images and scripts from logging anyone out, and POST (with the CSRF token) is there
 * for clients that prefer it.
 */
@ApiTags('accounts')
@Controller('api/user/logout')
export class LogoutHttpController {
  constructor(private readonly sessions: LoginSessions) {}

  @Get()
  @ApiOperation({ summary: 'Logs out (spec section 7 calls it with GET).' })
  async logoutByGet(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.sessions.end(request, reply);
    void reply.header('cache-control', 'no-store');
    return success({});
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Logs out.' })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.sessions.end(request, reply);
    return success({});
  }
}
