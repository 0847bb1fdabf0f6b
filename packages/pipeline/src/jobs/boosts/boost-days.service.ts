import { Inject, Injectable, Logger } from '@nestjs/common';
import { siteDate } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';

/**
 * The boost job (`boosts.refresh`, every 5 minutes and once at start): a paid boost whose date is today (UTC, the
 * site's day) becomes `running`, which is what lifts its post to the top of the new list (PostReader reads running
 * boosts of today); running boosts of earlier days become `finished`. The 5-minute rhythm is aligned to the clock, so
 * a run falls on every midnight. Idempotent: each step moves only rows still in the state it starts from.
 *
 * A paid boost whose whole day passed without a run (the workers down all day, a payment confirmed after its date)
 * stays `paid`, so staff see on the calendar that it never ran.
 */
@Injectable()
export class BoostDays {
  private readonly logger = new Logger(BoostDays.name);

  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async run(now: Date = new Date()): Promise<{ today: string; started: number; finished: number }> {
    const today = siteDate(now);
    const day = new Date(`${today}T00:00:00.000Z`);
    const [started, finished] = await this.prisma.$transaction([
      this.prisma.boostDate.updateMany({ where: { status: 'paid', date: day }, data: { status: 'running' } }),
      this.prisma.boostDate.updateMany({ where: { status: 'running', date: { lt: day } }, data: { status: 'finished' } }),
    ]);
    if (started.count > 0 || finished.count > 0) this.logger.log({ today, started: started.count, finished: finished.count }, 'boost days moved');
    return { today, started: started.count, finished: finished.count };
  }
}
