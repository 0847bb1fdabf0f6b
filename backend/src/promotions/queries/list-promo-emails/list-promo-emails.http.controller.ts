import { Controller, Get, Header, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PromoEmailPageResponse } from '@emberhold/contracts';
import { AdminGuard } from '../../../common/auth/admin.guard';
import { success } from '../../../common/http/api-response';
import { parsePageNumber } from '../../../common/http/path-params';
import { ListPromoEmailsQuery } from './list-promo-emails.query';

@ApiTags('promotions')
@UseGuards(AdminGuard)
@Controller('api/user/promo-emails')
export class ListPromoEmailsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(['', ':page'])
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'The promo emails sent (admins), newest first, 20 a page: subject, recipient, sender, when, and whether the mail went out.' })
  async list(@Param('page') page: string | undefined): Promise<PromoEmailPageResponse> {
    const result = await this.queries.execute(new ListPromoEmailsQuery(parsePageNumber(page)));
    return success({ promo_emails: result.promoEmails, has_more: result.hasMore }, { count: result.promoEmails.length });
  }
}
