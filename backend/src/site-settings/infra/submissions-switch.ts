import { Inject, Injectable } from '@nestjs/common';
import type { SubmissionsSwitchDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { StaffAudit } from '../../staff/staff.public';
import { isOpenValue, SUBMISSIONS_KEY } from '../domain/submissions';

/**
 * How long a process trusts what it last read of the switch. The process that flips it knows at once; the others (the
 * full mode runs several) follow within this time, which also bounds how often the submit and funnel calls read it.
 */
export const SWITCH_CACHE_MS = 5_000;

/** The submissions switch: whether the submit-product form and the advertiser funnel take submissions. */
@Injectable()
export class SubmissionsSwitch {
  private cached: { open: boolean; until: number } | null = null;

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly audit: StaffAudit,
  ) {}

  /** Whether submissions are open, read at most once per SWITCH_CACHE_MS. */
  async isOpen(): Promise<boolean> {
    const now = Date.now();
    if (this.cached && this.cached.until > now) return this.cached.open;
    const row = await this.prisma.siteSetting.findUnique({ where: { key: SUBMISSIONS_KEY }, select: { value: true } });
    const open = row ? isOpenValue(row.value) : true;
    this.cached = { open, until: now + SWITCH_CACHE_MS };
    return open;
  }

  /** The switch as staff see it, read now. */
  async read(): Promise<SubmissionsSwitchDto> {
    const row = await this.prisma.siteSetting.findUnique({
      where: { key: SUBMISSIONS_KEY },
      select: { value: true, updatedAt: true, updatedBy: { select: { id: true, username: true } } },
    });
    if (!row) return { open: true, updated_at: null, updated_by: null };
    return {
      open: isOpenValue(row.value),
      updated_at: row.updatedAt.toISOString(),
      updated_by: row.updatedBy ? { user_id: row.updatedBy.id, username: row.updatedBy.username } : null,
    };
  }

  /** Turns submissions on or off, with the audit entry in the same transaction; setting what it already is records nothing. */
  async set(open: boolean, actorId: number): Promise<SubmissionsSwitchDto> {
    await this.prisma.$transaction(async (tx) => {
      // The row lock keeps two admins flipping at once from both recording a change from the same state.
      const [current] = await tx.$queryRaw<Array<{ value: unknown }>>`SELECT value FROM site_settings WHERE key = ${SUBMISSIONS_KEY} FOR UPDATE`;
      const before = current ? isOpenValue(current.value) : true;
      if (current && before === open) return;
      await tx.siteSetting.upsert({
        where: { key: SUBMISSIONS_KEY },
        create: { key: SUBMISSIONS_KEY, value: { open }, updatedById: actorId },
        update: { value: { open }, updatedById: actorId, updatedAt: new Date() },
      });
      if (before === open) return;
      await this.audit.record(tx, {
        actorId,
        action: 'site_settings.submissions',
        subject: { type: 'site_setting', id: SUBMISSIONS_KEY },
        summary: open ? 'Opened submissions again' : 'Closed submissions: the submit-product form and the advertiser funnel show the submissions-down page',
        changes: { open: { from: before, to: open } },
      });
    });
    this.cached = { open, until: Date.now() + SWITCH_CACHE_MS };
    return this.read();
  }
}
