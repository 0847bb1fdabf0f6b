import { Body, Controller, Get, Header, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UnsubscribeResponse } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { ReadUnsubscribeQuery } from '../../queries/read-unsubscribe/read-unsubscribe.query';
import { UnsubscribeCommand } from './unsubscribe.command';
import { unsubscribeBody, type UnsubscribeBody } from './unsubscribe.dto';

const tokenQuery = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * Unsubscribing from promotional mail, for anyone holding a link a mail carried (no login: the token is signed). A GET
 * only tells the page which address the link is for: mail scanners fetch links, so only a POST unsubscribes, the
 * page's button or a mail provider's one-click POST (RFC 8058) at the List-Unsubscribe address. Neither carries a
 * login session, so the CSRF guard asks no token of them; it still refuses a browser's cross-site POST.
 */
@ApiTags('promotions')
@Controller('api/user/mail/unsubscribe')
export class UnsubscribeHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'The address an unsubscribe link (?token=) is for, and whether it has unsubscribed. Changes nothing.' })
  async read(@Query('token') token: unknown): Promise<UnsubscribeResponse> {
    return success(await this.queries.execute(new ReadUnsubscribeQuery(tokenQuery(token))));
  }

  @Post()
  @HttpCode(200)
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOperation({ summary: 'Unsubscribes a link’s address from promotional mail {token}, or ?token= with List-Unsubscribe=One-Click (RFC 8058).' })
  async unsubscribe(@Query('token') queryToken: unknown, @Body(new ZodPipe(unsubscribeBody)) body: UnsubscribeBody): Promise<UnsubscribeResponse> {
    const { email } = await this.commands.execute(new UnsubscribeCommand(body.token ?? tokenQuery(queryToken)));
    return success({ email, unsubscribed: true });
  }
}
