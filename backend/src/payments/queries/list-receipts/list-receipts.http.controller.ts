import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DataResponse, ReceiptDto } from '@emberhold/contracts';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { ListReceiptsQuery } from './list-receipts.query';

@ApiTags('payments')
@UseGuards(SignedInGuard)
@Controller('api/user/payments')
export class ListReceiptsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: "The signed-in user's receipts (payments and refunds), newest first." })
  async list(@SignedIn() user: SignedInUser): Promise<DataResponse<ReceiptDto[]>> {
    const receipts = await this.queries.execute(new ListReceiptsQuery(user.userId));
    return success({ data: receipts }, { count: receipts.length });
  }
}
