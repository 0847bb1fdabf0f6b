import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TemporarySignupDto } from '@emberhold/contracts';
import { EPHEMERAL_STORE, type EphemeralStore } from '@emberhold/platform';
import { OutboxTransactions } from '../../../common/outbox/outbox-transactions';
import { countAttempt } from '../../../common/security/attempt-limits';
import { funnelIdOf } from '../../domain/funnel';
import { funnelStepFact } from '../../domain/funnel-facts';
import { TemporarySignupCommand } from './temporary-signup.command';

/**
 * Stores (or replaces) the email left for a funnel in funnel_signups, under the temp id and the funnel's digest, and
 * records the funnel's `email_left` step with it: the email stays in Postgres, the fact names only the funnel (and its
 * campaign once the first save made one). The dropoff job finds the email by the digest. Limited per client address
 * and per email (429 past it), as leads are.
 */
@CommandHandler(TemporarySignupCommand)
export class TemporarySignupHandler implements ICommandHandler<TemporarySignupCommand, TemporarySignupDto> {
  constructor(
    private readonly outbox: OutboxTransactions,
    @Inject(EPHEMERAL_STORE) private readonly attempts: EphemeralStore,
  ) {}

  async execute({ tempId, email, ip }: TemporarySignupCommand): Promise<TemporarySignupDto> {
    await countAttempt(this.attempts, 'temporarySignup', ip, email);
    return this.outbox.run(async (tx, record) => {
      await tx.funnelSignup.upsert({ where: { tempId }, create: { tempId, funnelId: funnelIdOf(tempId), email }, update: { email } });
      const campaign = await tx.campaign.findUnique({ where: { tempId }, select: { id: true } });
      record(funnelStepFact(tempId, 'email_left', { campaignId: campaign?.id ?? null }));
      return { saved: true };
    });
  }
}
