import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CreativeStatusChangeDto, NotFoundError } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { AdminOnlyError } from '../../../common/auth/admin.guard';
import { StaffAudit } from '../../../staff/staff.public';
import { isShownAsAd, nextCreativeStatus, type CreativeStatus } from '../../domain/creative-lifecycle';
import { adPicture } from '../../domain/creative-media';
import { ChangeCreativeStatusCommand } from './change-creative-status.command';

/**
 * Moves a creative through its lifecycle and keeps its native ad in step, in one transaction under the creative's row
 * lock (two staff pressing Approve at once give one approval and one 409). Approving and disapproving are for admins
 * (the access flag, spec section 6); pausing, resuming and finishing for the campaign's advertiser too. Anyone else gets the same
 * 404 as for a creative that does not exist. Approval makes (or wakes) the creative's native ad, which the lists then
 * show at their ad positions; any other status takes it out of them.
 */
const auditVerb: Record<ChangeCreativeStatusCommand['action'], string> = {
  approve: 'Approved',
  disapprove: 'Disapproved',
  pause: 'Paused',
  resume: 'Resumed',
  finish: 'Finished',
};

@CommandHandler(ChangeCreativeStatusCommand)
export class ChangeCreativeStatusHandler implements ICommandHandler<ChangeCreativeStatusCommand, CreativeStatusChangeDto> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly audit: StaffAudit,
  ) {}

  async execute({ creativeId, action, viewer, reason }: ChangeCreativeStatusCommand): Promise<CreativeStatusChangeDto> {
    return this.prisma.$transaction(async (tx) => {
      const [row] = await tx.$queryRaw<Array<{ status: CreativeStatus; advertiser_id: number | null }>>`
        SELECT c.status::text AS status, k.advertiser_id
        FROM creatives c JOIN campaigns k ON k.id = c.campaign_id
        WHERE c.id = ${creativeId}
        FOR UPDATE OF c`;
      const owner = row !== undefined && row.advertiser_id === viewer.userId;
      const staffAction = action === 'approve' || action === 'disapprove';
      if (!row || !(viewer.access || (!staffAction && owner))) {
        // An advertiser sees their creative exists; approving it is still not theirs to do.
        if (row && owner) throw new AdminOnlyError();
        throw new NotFoundError('CREATIVE_NOT_FOUND', 'This creative could not be found.');
      }
      const status = nextCreativeStatus(row.status, action);
      const now = new Date();
      const creative = await tx.creative.update({
        where: { id: creativeId },
        data: {
          status,
          disapprovalReason: status === 'disapproved' ? reason : null,
          ...(action === 'approve' ? { approvedAt: now } : {}),
          ...(status === 'running' && row.status !== 'paused' ? { startedAt: now } : {}),
          ...(status === 'finished' ? { finishedAt: now } : {}),
        },
      });
      if (staffAction || !owner) {
        // Staff work on someone's creative goes on the audit trail, in this transaction.
        await this.audit.record(tx, {
          actorId: viewer.userId,
          action: action === 'approve' ? 'creative.approve' : action === 'disapprove' ? 'creative.disapprove' : 'creative.status',
          subject: { type: 'creative', id: creativeId },
          summary: `${auditVerb[action]} “${creative.title}”${status === 'disapproved' && reason ? `: ${reason}` : ''}`,
          changes: { status: { from: row.status, to: status }, ...(status === 'disapproved' ? { reason } : {}) },
        });
      }
      const shown = isShownAsAd(status);
      const existing = await tx.nativeAd.findFirst({ where: { creativeId }, orderBy: { id: 'asc' }, select: { id: true } });
      let adId = existing?.id ?? null;
      if (existing) {
        await tx.nativeAd.update({
          where: { id: existing.id },
          data: shown
            ? { active: true, title: creative.title, content: creative.content, link: creative.link, image: adPicture(creative), embed: creative.embed, price: creative.price }
            : { active: false },
        });
      } else if (shown) {
        const ad = await tx.nativeAd.create({
          data: {
            campaignId: creative.campaignId,
            creativeId,
            title: creative.title,
            content: creative.content,
            link: creative.link,
            // What the creative shows: its crop or its GIF as the picture, or its embed's player.
            image: adPicture(creative),
            embed: creative.embed,
            price: creative.price,
          },
        });
        adId = ad.id;
      }
      return { id: creative.id, campaign_id: creative.campaignId, status, disapproval_reason: creative.disapprovalReason, ad_id: adId };
    });
  }
}
