import { Inject, Injectable } from '@nestjs/common';
import { PITCH_MESSAGES as M, type PitchDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { APP_CONFIG, type AppConfig, PRISMA } from '@emberhold/platform';
import { StaffAudit } from '../../../../staff/staff.public';
import { refuseField } from '../../domain/pitch-errors';
import { isExemptAdmin, type PitchPostBodyParsed } from '../../domain/pitch-rules';
import { pitchDto, pitchInclude } from '../../infra/pitch-views';

/**
 * An admin pitches a post to the queue (spec section 5: a title, and a product link unless the admin is one of
 * PITCH_EXEMPT_ADMINS). The pitch and its audit entry commit together.
 */
@Injectable()
export class PitchPostHandler {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: StaffAudit,
  ) {}

  async execute(actorId: number, body: PitchPostBodyParsed): Promise<PitchDto> {
    if (body.product_link === undefined) {
      const actor = await this.prisma.user.findUnique({ where: { id: actorId }, select: { email: true } });
      if (!actor || !isExemptAdmin(actor.email, this.config.PITCH_EXEMPT_ADMINS)) throw refuseField('product_link', M.productLinkMissing);
    }
    return this.prisma.$transaction(async (tx) => {
      const row = await tx.pitchPost.create({
        data: {
          createdById: actorId,
          source: 'staff',
          title: body.title,
          comments: body.comments ?? '',
          link: body.link ?? null,
          productLink: body.product_link ?? null,
          videoUrl: body.video_url ?? null,
          priority: body.priority ?? 0,
          images: body.images,
        },
        include: pitchInclude,
      });
      await this.audit.record(tx, {
        actorId,
        action: 'pitch.create',
        subject: { type: 'pitch', id: row.id },
        summary: `Pitched “${row.title}” (priority ${row.priority})`,
        changes: { title: row.title, product_link: row.productLink, link: row.link, video_url: row.videoUrl, priority: row.priority, images: body.images },
      });
      return pitchDto(row);
    });
  }
}
