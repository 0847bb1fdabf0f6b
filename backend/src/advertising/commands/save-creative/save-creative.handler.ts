import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { advertisingMessages, DomainError, ValidationFailedError, type SaveCreativeDto } from '@emberhold/contracts';
import { Prisma, type PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { OutboxTransactions } from '../../../common/outbox/outbox-transactions';
import type { SaveCreativeBody } from './save-creative.dto';
import { CREATIVE_COLUMNS, toCreativeDto } from '../../domain/creative-dto';
import { isShownAsAd, nextCreativeStatus, type CreativeStatus } from '../../domain/creative-lifecycle';
import { CreativeNotFoundError, funnelRefusal, mayWriteFunnel, sameTempId, type FunnelCampaign } from '../../domain/funnel';
import { funnelStepFact } from '../../domain/funnel-facts';
import { CreativeFiles, gifNotFromFunnel, notFromFunnel } from '../../infra/creative-files';
import { claimCreativeSlug } from '../../infra/creative-slugs';
import { SaveCreativeCommand } from './save-creative.command';

type Tx = Prisma.TransactionClient;
type CreativeFields = Pick<Prisma.CreativeUncheckedCreateInput, 'title' | 'content' | 'price' | 'link' | 'image' | 'gif' | 'embed' | 'uploadType'>;
interface CampaignRow {
  id: number;
  temp_id: string;
  advertiser_id: number | null;
  paid_at: Date | null;
}

/**
 * Saves a creative of the funnel's campaign, all in one transaction under the campaign's row lock (then the
 * creative's, always in that order, so it cannot deadlock with the status moves, which take only the creative's):
 *
 * - the first save of a funnel creates its campaign (temp id) and a draft creative together;
 * - a new creative of a paid campaign waits for approval at once (the campaign fee is paid once);
 * - editing follows the lifecycle (domain/creative-lifecycle.ts, action `edit`): a draft stays a draft, a creative
 *   edited after payment goes back to the approval queue and its native ad leaves the lists until approved again;
 * - who may: whoever holds the temp id while nobody has activated the campaign, afterwards its advertiser signed in;
 *   a creative of another campaign than the one named is the 404 of a missing creative;
 * - what it shows is its upload type's media: an image must be a crop made by crop_image for this campaign's temp
 *   id, a GIF one stored by creative/gif for it, embed code was sanitized by the form (the other two are cleared);
 * - its slug is made from the title on its first save, unique among creatives.
 */
@CommandHandler(SaveCreativeCommand)
export class SaveCreativeHandler implements ICommandHandler<SaveCreativeCommand, SaveCreativeDto> {
  private readonly logger = new Logger(SaveCreativeHandler.name);

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly files: CreativeFiles,
    private readonly outbox: OutboxTransactions,
  ) {}

  async execute({ form, viewer }: SaveCreativeCommand): Promise<SaveCreativeDto> {
    return this.outbox.run(async (tx, record) => {
      const campaign = await this.lockCampaign(tx, form);
      const funnel: FunnelCampaign | null = campaign && { id: campaign.id, tempId: campaign.temp_id, advertiserId: campaign.advertiser_id };
      // The owner may leave the temp id out once the campaign is theirs; a temp id that is given must be the campaign's.
      if (campaign && form.temp_id !== undefined && !sameTempId(form.temp_id, campaign.temp_id)) throw new CreativeNotFoundError();
      const tempId = campaign?.temp_id ?? form.temp_id!;
      if (!mayWriteFunnel(funnel, form.temp_id ?? null, viewer)) throw funnelRefusal(viewer);
      const { media } = form;
      if (media.image !== null && !(await this.files.isCropFor(tempId, media.image))) throw notFromFunnel('image');
      if (media.gif !== null && !(await this.files.isGifFor(tempId, media.gif))) throw gifNotFromFunnel();

      const campaignId = campaign?.id ?? (await this.createCampaign(tx, tempId));
      const fields: CreativeFields = { title: form.title, content: form.content, price: form.price.toFixed(2), link: form.link, ...media };
      const creative =
        form.creative === 'new'
          ? await tx.creative.create({
              // A draft whose campaign's fee is paid already is paid for as it is made.
              data: {
                campaignId,
                ...fields,
                slug: await claimCreativeSlug(tx, form.title),
                status: campaign?.paid_at ? nextCreativeStatus('draft', 'pay') : 'draft',
              },
              select: CREATIVE_COLUMNS,
            })
          : await this.edit(tx, campaignId, form.creative, fields);
      // A save before the fee is paid is the funnel's creative step; later edits are the dashboard's.
      if (!campaign?.paid_at) record(funnelStepFact(tempId, 'creative_saved', { campaignId, userId: viewer?.userId ?? null }));
      return { creative: toCreativeDto(creative), campaign_id: campaignId, temp_id: tempId };
    });
  }

  /** The campaign the save is for, locked; null for the first save of a funnel. */
  private async lockCampaign(tx: Tx, form: SaveCreativeBody): Promise<CampaignRow | null> {
    let campaignId = form.campaign;
    if (form.creative !== 'new') {
      const creative = await tx.creative.findUnique({ where: { id: form.creative }, select: { campaignId: true } });
      if (!creative || (campaignId !== undefined && campaignId !== creative.campaignId)) throw new CreativeNotFoundError();
      campaignId = creative.campaignId;
    }
    if (campaignId !== undefined) {
      const [row] = await tx.$queryRaw<CampaignRow[]>`SELECT id, temp_id, advertiser_id, paid_at FROM campaigns WHERE id = ${campaignId} FOR UPDATE`;
      if (!row) throw new CreativeNotFoundError();
      return row;
    }
    if (form.temp_id === undefined) {
      throw new ValidationFailedError(advertisingMessages.campaignNotCreated, [{ field: 'temp_id', message: 'is required for a new campaign' }], 'CAMPAIGN_NOT_CREATED');
    }
    const [row] = await tx.$queryRaw<CampaignRow[]>`SELECT id, temp_id, advertiser_id, paid_at FROM campaigns WHERE temp_id = ${form.temp_id} FOR UPDATE`;
    return row ?? null;
  }

  /**
   * The funnel's campaign, made on its first save. Two first saves at once both end in the one campaign: the second
   * insert waits for the first and then finds it.
   */
  private async createCampaign(tx: Tx, tempId: string): Promise<number> {
    try {
      await tx.$executeRaw`INSERT INTO campaigns (temp_id, updated_at) VALUES (${tempId}, now()) ON CONFLICT (temp_id) DO NOTHING`;
      const [row] = await tx.$queryRaw<Array<{ id: number; advertiser_id: number | null }>>`SELECT id, advertiser_id FROM campaigns WHERE temp_id = ${tempId} FOR UPDATE`;
      if (!row || row.advertiser_id !== null) throw new Error(`the campaign of a new funnel is missing or already activated`);
      return row.id;
    } catch (error) {
      this.logger.error({ err: error }, 'a campaign could not be created');
      throw new DomainError('unavailable', 'CAMPAIGN_NOT_CREATED', advertisingMessages.campaignNotCreated);
    }
  }

  private async edit(tx: Tx, campaignId: number, creativeId: number, fields: CreativeFields) {
    const [row] = await tx.$queryRaw<Array<{ status: CreativeStatus; slug: string | null }>>`
      SELECT status::text AS status, slug FROM creatives WHERE id = ${creativeId} AND campaign_id = ${campaignId} FOR UPDATE`;
    if (!row) throw new CreativeNotFoundError();
    const status = nextCreativeStatus(row.status, 'edit');
    // A creative saved before slugs existed takes one now; a slug once given stays, whatever the title becomes.
    const slug = row.slug ?? (await claimCreativeSlug(tx, String(fields.title)));
    const creative = await tx.creative.update({
      where: { id: creativeId },
      // Back in the queue, the reason for an earlier disapproval no longer applies to what is waiting.
      data: { ...fields, slug, status, disapprovalReason: null },
      select: CREATIVE_COLUMNS,
    });
    // What runs in the lists is what staff approved: the edited creative's ad waits for the next approval, which
    // copies the creative into it again (change-creative-status).
    if (!isShownAsAd(status)) await tx.nativeAd.updateMany({ where: { creativeId, active: true }, data: { active: false } });
    return creative;
  }
}
