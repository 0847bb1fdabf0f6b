import { Command } from '@nestjs/cqrs';

export interface StripeWebhookResult {
  received: true;
  /** What the event did: 'recorded', 'failed', 'refunded', 'unchanged' (known already or not ours), or 'ignored' (a type we do not use). */
  outcome: 'recorded' | 'failed' | 'refunded' | 'unchanged' | 'ignored';
}

/** One delivery of Stripe's webhook: the exact bytes Stripe signed and its Stripe-Signature header. */
export class HandleStripeWebhookCommand extends Command<StripeWebhookResult> {
  constructor(
    readonly rawBody: Buffer | undefined,
    readonly signature: string | undefined,
  ) {
    super();
  }
}
