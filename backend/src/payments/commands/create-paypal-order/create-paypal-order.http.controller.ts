import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DataResponse, PaypalOrderDto } from '@emberhold/contracts';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { parseId } from '../../../common/http/path-params';
import { SiteOrigin } from '../../../common/http/site-origin';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { paymentTermsMessage } from '../../domain/payment-forms';
import { CreatePaypalOrderCommand } from './create-paypal-order.command';
import { createPaypalOrderBody, type CreatePaypalOrderBody } from './create-paypal-order.dto';

@ApiTags('payments')
@UseGuards(SignedInGuard)
@Controller('api/user/campaign')
export class CreatePaypalOrderHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly site: SiteOrigin,
  ) {}

  @Post(':id/create_paypal')
  @HttpCode(200)
  @ApiOperation({ summary: 'A PayPal order for the campaign fee {terms: true, discount_token?}: its id and the approve link for the buyer.' })
  async create(
    @Param('id') id: string,
    @Body(new ZodPipe(createPaypalOrderBody, paymentTermsMessage)) body: CreatePaypalOrderBody,
    @SignedIn() user: SignedInUser,
  ): Promise<DataResponse<PaypalOrderDto>> {
    return success({ data: await this.commands.execute(new CreatePaypalOrderCommand(parseId(id, 'id'), user.userId, body.discount_token, this.site.origin())) });
  }
}
