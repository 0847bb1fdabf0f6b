import { Controller, Get, Header, Param, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CheckoutDto, DataResponse } from '@emberhold/contracts';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { parseId } from '../../../common/http/path-params';
import { GetCheckoutQuery } from './get-checkout.query';

@ApiTags('payments')
@UseGuards(SignedInGuard)
@Controller('api/user/campaign')
export class GetCheckoutHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/checkout')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: "The payment page's fee (with ?discount_token=), payment status and providers, for the campaign's advertiser." })
  async checkout(@Param('id') id: string, @Query('discount_token') discountToken: unknown, @SignedIn() user: SignedInUser): Promise<DataResponse<CheckoutDto>> {
    const token = typeof discountToken === 'string' && discountToken.trim() !== '' ? discountToken.trim() : null;
    return success({ data: await this.queries.execute(new GetCheckoutQuery(parseId(id, 'id'), user.userId, token)) });
  }
}
