import { Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { success } from '../../../common/http/api-response';
import { HandleStripeWebhookCommand } from './handle-stripe-webhook.command';

/**
 * Stripe's webhook endpoint (register https://<site>/api/stripe/webhook for payment_intent.succeeded,
 * payment_intent.payment_failed, payment_intent.canceled and charge.refunded). The app keeps each JSON body's raw
 * bytes (createApp's rawBody), because the signature covers the bytes, not the parsed object.
 */
@Controller('api/stripe')
export class HandleStripeWebhookHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async receive(@Req() request: RawBodyRequest<FastifyRequest>, @Headers('stripe-signature') signature: string | undefined) {
    return success({ data: await this.commands.execute(new HandleStripeWebhookCommand(request.rawBody, signature)) });
  }
}
