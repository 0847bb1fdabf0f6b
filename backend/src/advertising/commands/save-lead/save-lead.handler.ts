import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PrismaClient } from '@emberhold/db';
import { EPHEMERAL_STORE, type EphemeralStore, PRISMA } from '@emberhold/platform';
import { countAttempt } from '../../../common/security/attempt-limits';
import { SaveLeadCommand } from './save-lead.command';

/** Keeps a sales lead from the product pitch page; limited per client address and per email, as sign-ups are. */
@CommandHandler(SaveLeadCommand)
export class SaveLeadHandler implements ICommandHandler<SaveLeadCommand, { leadId: number }> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(EPHEMERAL_STORE) private readonly attempts: EphemeralStore,
  ) {}

  async execute({ body, ip }: SaveLeadCommand): Promise<{ leadId: number }> {
    await countAttempt(this.attempts, 'lead', ip, body.email);
    const lead = await this.prisma.ssnaLead.create({ data: { name: body.name, email: body.email, link: body.link, plan: body.plan } });
    return { leadId: lead.id };
  }
}
