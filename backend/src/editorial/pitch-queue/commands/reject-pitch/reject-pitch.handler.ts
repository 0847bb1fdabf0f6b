import { Inject, Injectable } from '@nestjs/common';
import type { PitchDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { StaffAudit } from '../../../../staff/staff.public';
import { PitchAlreadyDecidedError, PitchNotFoundError } from '../../domain/pitch-errors';
import { pitchDto, pitchInclude } from '../../infra/pitch-views';

/** Rejects a pending pitch with a reason (409 once decided), with its audit entry in the same transaction. */
@Injectable()
export class RejectPitchHandler {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly audit: StaffAudit,
  ) {}

  execute(actorId: number, pitchId: number, reason: string, now = new Date()): Promise<PitchDto> {
    return this.prisma.$transaction(async (tx) => {
      // The row lock: a publish and a reject at once, or a double click, decide the pitch once.
      const [locked] = await tx.$queryRaw<Array<{ status: string }>>`SELECT status::text AS status FROM pitch_posts WHERE id = ${pitchId} FOR UPDATE`;
      if (!locked) throw new PitchNotFoundError();
      if (locked.status !== 'pending') throw new PitchAlreadyDecidedError(locked.status);
      const row = await tx.pitchPost.update({
        where: { id: pitchId },
        data: { status: 'rejected', rejectReason: reason, decidedById: actorId, decidedAt: now },
        include: pitchInclude,
      });
      await this.audit.record(tx, {
        actorId,
        action: 'pitch.reject',
        subject: { type: 'pitch', id: pitchId },
        summary: `Rejected the ${row.source === 'user' ? 'submission' : 'pitch'} “${row.title}”: ${reason}`,
        changes: { status: { from: 'pending', to: 'rejected' }, reason },
      });
      return pitchDto(row);
    });
  }
}
