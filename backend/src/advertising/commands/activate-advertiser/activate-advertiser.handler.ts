import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { advertisingMessages, DomainError, NotFoundError, type ActivateAdvertiserDto } from '@emberhold/contracts';
import { OutboxTransactions } from '../../../common/outbox/outbox-transactions';
import { funnelStepFact } from '../../domain/funnel-facts';
import { ActivateAdvertiserCommand } from './activate-advertiser.command';

/**
 * The funnel's confirmation step (spec section 4: login or register, then activate advertiser): the campaign the
 * temp id made becomes the signed-in user's, and the user an advertiser, in one transaction under the campaign's row
 * lock, so two accounts activating the same funnel at once give one owner. Activating again as the same user
 * changes nothing and answers the same. No campaign for the temp id (nothing saved yet) is a 404; a campaign another
 * account activated is a 409: both with the spec's 'Could not activate advertiser.'
 */
@CommandHandler(ActivateAdvertiserCommand)
export class ActivateAdvertiserHandler implements ICommandHandler<ActivateAdvertiserCommand, ActivateAdvertiserDto> {
  constructor(private readonly outbox: OutboxTransactions) {}

  async execute({ tempId, userId }: ActivateAdvertiserCommand): Promise<ActivateAdvertiserDto> {
    return this.outbox.run(async (tx, record) => {
      const [campaign] = await tx.$queryRaw<Array<{ id: number; advertiser_id: number | null }>>`
        SELECT id, advertiser_id FROM campaigns WHERE temp_id = ${tempId} FOR UPDATE`;
      if (!campaign) throw new NotFoundError('CAMPAIGN_NOT_FOUND', advertisingMessages.couldNotActivate);
      if (campaign.advertiser_id !== null && campaign.advertiser_id !== userId) {
        throw new DomainError('conflict', 'CAMPAIGN_ALREADY_ACTIVATED', advertisingMessages.couldNotActivate);
      }
      if (campaign.advertiser_id === null) {
        await tx.campaign.update({ where: { id: campaign.id }, data: { advertiserId: userId } });
        record(funnelStepFact(tempId, 'advertiser_activated', { campaignId: campaign.id, userId }));
      }
      await tx.user.update({ where: { id: userId }, data: { advertiser: true } });
      return { campaign_id: campaign.id };
    });
  }
}
