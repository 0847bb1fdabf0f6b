import { Controller, Get, Header, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DataResponse, DiscountTokenDto } from '@emberhold/contracts';
import { SignedInGuard } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { CheckDiscountTokenQuery } from './check-discount-token.query';

@ApiTags('payments')
@UseGuards(SignedInGuard)
@Controller('api/user/campaign/discount_token')
export class CheckDiscountTokenHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':token')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: "A dropoff's discount token and the fee it gives ($186.75), or 404 'This discount code is not valid.'" })
  async check(@Param('token') token: string): Promise<DataResponse<DiscountTokenDto>> {
    return success({ data: await this.queries.execute(new CheckDiscountTokenQuery(token.trim())) });
  }
}
