import { Controller, Get, Header, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DataResponse, ReceiptDto } from '@emberhold/contracts';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { parseId } from '../../../common/http/path-params';
import { GetReceiptQuery } from './get-receipt.query';

@ApiTags('payments')
@UseGuards(SignedInGuard)
@Controller('api/user/payments')
export class GetReceiptHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'One receipt of the signed-in user; anyone else gets 404.' })
  async one(@Param('id') id: string, @SignedIn() user: SignedInUser): Promise<DataResponse<ReceiptDto>> {
    return success({ data: await this.queries.execute(new GetReceiptQuery(parseId(id, 'id'), user.userId)) });
  }
}
