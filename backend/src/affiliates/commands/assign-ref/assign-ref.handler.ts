import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AffiliateProgram, AffiliateRefDto } from '@emberhold/contracts';
import { OutboxTransactions } from '../../../common/outbox/outbox-transactions';
import { StaffAudit } from '../../../staff/staff.public';
import { AffiliateUserNotFoundError } from '../../domain/affiliate-errors';
import { refAssignedFact } from '../../domain/affiliate-facts';
import { programOfTag } from '../../domain/affiliate-report';
import { refDto, refSelect } from '../../infra/affiliate-rows';
import { AssignRefCommand } from './assign-ref.command';

interface HolderRow {
  user_id: number;
  program: string;
  username: string;
}

/**
 * Gives a user a tag (spec section 7, POST affiliate/ref/): a tag belongs to one user at a time, so it leaves whoever
 * held it. Under the tag's row lock, with the audit entry and an `affiliate.ref.assigned` fact in the same transaction;
 * a tag that is new is inserted with ON CONFLICT, so two staff giving it at once leave one holder, never an error.
 */
@CommandHandler(AssignRefCommand)
export class AssignRefHandler implements ICommandHandler<AssignRefCommand, AffiliateRefDto> {
  constructor(
    private readonly outbox: OutboxTransactions,
    private readonly audit: StaffAudit,
  ) {}

  async execute({ body, staffId }: AssignRefCommand): Promise<AffiliateRefDto> {
    const program: AffiliateProgram = body.program ?? programOfTag(body.ref);
    return this.outbox.run(async (tx, record) => {
      const user = await tx.user.findFirst({
        where: { ...(typeof body.id === 'number' ? { id: body.id } : { email: body.id }), deletedAt: null },
        select: { id: true, username: true },
      });
      if (!user) throw new AffiliateUserNotFoundError();
      const [before] = await tx.$queryRaw<HolderRow[]>`
        SELECT r.user_id, r.program, u.username
        FROM affiliate_refs r JOIN users u ON u.id = r.user_id
        WHERE r.ref = ${body.ref}
        FOR UPDATE OF r`;
      await tx.$executeRaw`
        INSERT INTO affiliate_refs (ref, program, user_id, created_at)
        VALUES (${body.ref}, ${program}, ${user.id}, now())
        ON CONFLICT (ref) DO UPDATE SET program = EXCLUDED.program, user_id = EXCLUDED.user_id,
          created_at = CASE WHEN affiliate_refs.user_id = EXCLUDED.user_id THEN affiliate_refs.created_at ELSE EXCLUDED.created_at END`;
      const row = await tx.affiliateRef.findUniqueOrThrow({ where: { ref: body.ref }, select: refSelect });
      await this.audit.record(tx, {
        actorId: staffId,
        action: 'affiliate.ref_assign',
        subject: { type: 'affiliate_ref', id: body.ref },
        summary: before && before.user_id !== user.id ? `Moved tag ${body.ref} from ${before.username} to ${user.username}` : `Gave tag ${body.ref} to ${user.username}`,
        changes: {
          user: { from: before ? before.username : null, to: user.username },
          user_id: { from: before?.user_id ?? null, to: user.id },
          program: { from: before?.program ?? null, to: program },
        },
      });
      record(refAssignedFact({ ref: body.ref, program, userId: user.id, previousUserId: before && before.user_id !== user.id ? before.user_id : null }));
      return refDto(row);
    });
  }
}
