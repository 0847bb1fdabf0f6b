import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CreativeDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { changedFields, StaffAudit } from '../../../staff/staff.public';
import { CREATIVE_COLUMNS, toCreativeDto } from '../../domain/creative-dto';
import { CreativeNotFoundError } from '../../domain/funnel';
import { CreativeFiles, notFromFunnel } from '../../infra/creative-files';
import { AdminEditCreativeCommand } from './admin-edit-creative.command';

interface LockedCreative {
  title: string;
  content: string;
  price: string | null;
  link: string;
  image: string | null;
  temp_id: string;
}

/**
 * Staff edit any creative (spec section 5's creative rules, applied by the body's schema): in one transaction under the
 * creative's row lock, the creative, its native ad (the lists show the new text, link, image and price at once; its
 * status is left as it is: staff are the ones who approve) and an audit entry naming who changed which field from what
 * to what. A new image must be a crop made for this creative's campaign (admin-creative/{id}/crop-image, or the
 * advertiser's editor); the image it has may be sent back as it is.
 */
@CommandHandler(AdminEditCreativeCommand)
export class AdminEditCreativeHandler implements ICommandHandler<AdminEditCreativeCommand, CreativeDto> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly files: CreativeFiles,
    private readonly audit: StaffAudit,
  ) {}

  async execute({ creativeId, form, staffId }: AdminEditCreativeCommand): Promise<CreativeDto> {
    return this.prisma.$transaction(async (tx) => {
      const [before] = await tx.$queryRaw<LockedCreative[]>`
        SELECT c.title, c.content, c.price::text AS price, c.link, c.image, k.temp_id
        FROM creatives c JOIN campaigns k ON k.id = c.campaign_id
        WHERE c.id = ${creativeId}
        FOR UPDATE OF c`;
      if (!before) throw new CreativeNotFoundError();
      if (form.image !== before.image && !(await this.files.isCropFor(before.temp_id, form.image))) throw notFromFunnel('image');
      const after = { title: form.title, content: form.content, price: form.price.toFixed(2), link: form.link, image: form.image };
      const changes = changedFields({ title: before.title, content: before.content, price: before.price, link: before.link, image: before.image }, after);
      if (Object.keys(changes).length === 0) {
        return toCreativeDto(await tx.creative.findUniqueOrThrow({ where: { id: creativeId }, select: CREATIVE_COLUMNS }));
      }
      const creative = await tx.creative.update({ where: { id: creativeId }, data: after, select: CREATIVE_COLUMNS });
      await tx.nativeAd.updateMany({ where: { creativeId }, data: after });
      await this.audit.record(tx, {
        actorId: staffId,
        action: 'creative.edit',
        subject: { type: 'creative', id: creativeId },
        summary: `Edited “${creative.title}”: ${Object.keys(changes).join(', ')}`,
        changes,
      });
      return toCreativeDto(creative);
    });
  }
}
