import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CreativeDto, ValidationFailedError } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { changedFields, StaffAudit } from '../../../staff/staff.public';
import { CREATIVE_COLUMNS, toCreativeDto } from '../../domain/creative-dto';
import { CreativeNotFoundError } from '../../domain/funnel';
import { adPicture, creativeMedia, type CreativeUploadType } from '../../domain/creative-media';
import { CreativeFiles, gifNotFromFunnel, notFromFunnel } from '../../infra/creative-files';
import { AdminEditCreativeCommand } from './admin-edit-creative.command';

interface LockedCreative {
  title: string;
  content: string;
  price: string | null;
  link: string;
  image: string | null;
  upload_type: CreativeUploadType;
  gif: string | null;
  embed: string | null;
  temp_id: string;
}

/**
 * Staff edit any creative (spec section 5's creative rules, applied by the body's schema): in one transaction under the
 * creative's row lock, the creative, its native ad (the lists show the new text, link, image and price at once; its
 * status is left as it is: staff are the ones who approve) and an audit entry naming who changed which field from what
 * to what. A new image must be a crop made for this creative's campaign (admin-creative/{id}/crop-image, or the
 * advertiser's editor); the image it has may be sent back as it is. The same for a GIF (admin-creative/{id}/gif). Its
 * upload type changes when upload_type is sent, and stays otherwise; the media of the type is required either way.
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
        SELECT c.title, c.content, c.price::text AS price, c.link, c.image, c.upload_type::text AS upload_type, c.gif, c.embed, k.temp_id
        FROM creatives c JOIN campaigns k ON k.id = c.campaign_id
        WHERE c.id = ${creativeId}
        FOR UPDATE OF c`;
      if (!before) throw new CreativeNotFoundError();
      const checked = creativeMedia(form.upload_type ?? before.upload_type, form);
      if (!checked.ok) throw new ValidationFailedError(checked.problem.message, [checked.problem]);
      const { media } = checked;
      if (media.image !== null && media.image !== before.image && !(await this.files.isCropFor(before.temp_id, media.image))) throw notFromFunnel('image');
      if (media.gif !== null && media.gif !== before.gif && !(await this.files.isGifFor(before.temp_id, media.gif))) throw gifNotFromFunnel();
      const after = { title: form.title, content: form.content, price: form.price.toFixed(2), link: form.link, ...media };
      const changes = changedFields(
        { title: before.title, content: before.content, price: before.price, link: before.link, image: before.image, uploadType: before.upload_type, gif: before.gif, embed: before.embed },
        after,
      );
      if (Object.keys(changes).length === 0) {
        return toCreativeDto(await tx.creative.findUniqueOrThrow({ where: { id: creativeId }, select: CREATIVE_COLUMNS }));
      }
      const creative = await tx.creative.update({ where: { id: creativeId }, data: after, select: CREATIVE_COLUMNS });
      // The ad shows a GIF as its picture and an embed's player in the picture's box.
      await tx.nativeAd.updateMany({
        where: { creativeId },
        data: { title: after.title, content: after.content, price: after.price, link: after.link, image: adPicture(media), embed: media.embed },
      });
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
