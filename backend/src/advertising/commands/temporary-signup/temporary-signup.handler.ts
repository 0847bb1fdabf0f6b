import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TemporarySignupDto } from '@emberhold/contracts';
import { OutboxTransactions } from '../../../common/outbox/outbox-transactions';
import { funnelIdOf } from '../../domain/funnel';
import { funnelStepFact } from '../../domain/funnel-facts';
import { TemporarySignupCommand } from './temporary-signup.command';

/**
 * Stores (or replaces) the email left for a funnel in funnel_signups, under the temp id and the funnel's digest, and
 * records the funnel's `email_left` step with it: the email stays in Postgres, the fact names only the funnel (and its
 * campaign once the first save made one). The dropoff job finds the email by the digest.
 */
@CommandHandler(TemporarySignupCommand)
export class TemporarySignupHandler implements ICommandHandler<TemporarySignupCommand, TemporarySignupDto> {
  constructor(private readonly outbox: OutboxTransactions) {}

  async execute({ tempId, email }: TemporarySignupCommand): Promise<TemporarySignupDto> {
    return this.outbox.run(async (tx, record) => {
      await tx.funnelSignup.upsert({ where: { tempId }, create: { tempId, funnelId: funnelIdOf(tempId), email }, update: { email } });
      const campaign = await tx.campaign.findUnique({ where: { tempId }, select: { id: true } });
      record(funnelStepFact(tempId, 'email_left', { campaignId: campaign?.id ?? null }));
      return { saved: true };
    });
  }
}
