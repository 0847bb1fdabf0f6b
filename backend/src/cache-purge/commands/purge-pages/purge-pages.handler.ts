import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CachePurgeResult } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { PageCaches } from '../../../common/cache/page-caches';
import { StaffAudit } from '../../../staff/staff.public';
import { purgePlanOf } from '../../domain/purge-plan';
import { CachePurgeBroadcast } from '../../infra/cache-purge-broadcast';
import { PurgePagesCommand } from './purge-pages.command';

/**
 * Drops the pages from this process's caches first, so the answer is true when it is sent, then tells the other API
 * processes. Shared caches in front (a CDN) are told through the answer's paths: there is none to call here.
 */
@CommandHandler(PurgePagesCommand)
export class PurgePagesHandler implements ICommandHandler<PurgePagesCommand, CachePurgeResult> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly caches: PageCaches,
    private readonly broadcast: CachePurgeBroadcast,
    private readonly audit: StaffAudit,
  ) {}

  async execute({ paths, actorId }: PurgePagesCommand): Promise<CachePurgeResult> {
    const purged = paths.map((path) => {
      const { page, target } = purgePlanOf(path);
      return { path, page, dropped: this.caches.purge(target) };
    });
    const sentToOtherProcesses = await this.broadcast.send(paths);
    await this.prisma.$transaction(async (tx) => {
      await this.audit.record(tx, {
        actorId,
        action: 'cache.purge',
        subject: { type: 'site_pages', id: paths.length === 1 ? paths[0]!.slice(0, 64) : `${paths.length} pages` },
        summary: `Purged ${paths.join(', ')}`,
        changes: { urls: paths, sent_to_other_processes: sentToOtherProcesses },
      });
    });
    return { purged, sentToOtherProcesses };
  }
}
