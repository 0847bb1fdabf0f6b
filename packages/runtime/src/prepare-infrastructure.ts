import { join } from 'node:path';
import { migrateAnalytics } from '@emberhold/analytics';
import { demoAccounts, loadAdEvents, loadAffiliateVisits, loadEvents, loadFunnelEvents, seedDatabase, type SeedSize } from '@emberhold/seed';
import type { Logger } from 'pino';
import type { Infrastructure } from './infrastructure';
import { productTopics } from './open-infrastructure';

/** Demo traffic per seeded post: enough for the score jobs, the debug panel and analysts to have figures. */
const DEMO_EVENTS_PER_POST = 60;
/** The demo traffic's size limit, so a 100,000-post benchmark catalogue does not start with millions of facts. */
const MAX_DEMO_EVENTS = 200_000;

function seedSize(value: string): SeedSize {
  return value === 'demo' || value === 'bench' ? value : Number(value);
}

/**
 * Brings the stores up to the code's schema (numbered ClickHouse files, log topics; Prisma migrations already ran
 * when the database was opened) and, when
 * the database is empty and seeding is on, fills it with the demo catalogue. Each step is idempotent, so every
 * start runs them all; on a migrated, seeded database they take well under a second.
 */
export async function prepareInfrastructure(infrastructure: Infrastructure, logger: Logger): Promise<void> {
  const { config } = infrastructure;
  let started = performance.now();
  const analytics = await migrateAnalytics(infrastructure.analytics);
  logger.info({ applied: analytics, ms: Math.round(performance.now() - started) }, 'clickhouse schema up to date');

  await infrastructure.eventLog.ensureTopics(productTopics);

  if (config.EMBERHOLD_SEED === 'skip') return;
  started = performance.now();
  let lastStage = '';
  const result = await seedDatabase({
    prisma: infrastructure.prisma,
    mediaDir: join(config.dataDir, 'media'),
    size: seedSize(config.EMBERHOLD_SEED_SIZE),
    onProgress: ({ stage, done, total }) => {
      if (stage !== lastStage || done === total) {
        lastStage = stage;
        logger.info({ stage, done, total }, `seeding demo data: ${stage} ${done}/${total}`);
      }
    },
  });
  if (result.seeded) {
    logger.info({ ms: Math.round(performance.now() - started), accounts: demoAccounts.map((account) => account.email) }, 'demo data seeded');
    // A month of generated visitor traffic up to now, written to ClickHouse as the projector would: the list scores,
    // the debug panel and the analysts' tables start with figures that match the catalogue. Ids are fixed by the
    // seed, so a repeated load changes nothing.
    started = performance.now();
    const posts = await infrastructure.prisma.post.findMany({ where: { status: 'published', type: 'post' }, select: { id: true, clicksAll: true } });
    const count = Math.min(MAX_DEMO_EVENTS, posts.length * DEMO_EVENTS_PER_POST);
    const loaded = await loadEvents({
      analytics: infrastructure.analytics,
      posts: posts.map((post) => ({ id: post.id, clicks_all: post.clicksAll })),
      count,
      end: new Date(),
    });
    // The visits whose subtags the seeded affiliate reports name, so their import attributes those earnings to posts.
    const visits = await loadAffiliateVisits({ analytics: infrastructure.analytics, posts, end: new Date() });
    // The running demo campaigns' native ads get their impressions, clicks and saves too, for the dashboards.
    const running = await infrastructure.prisma.nativeAd.findMany({
      where: { active: true, campaignId: { not: null }, creative: { status: 'running' } },
      select: { id: true, campaignId: true, creative: { select: { startedAt: true } } },
    });
    const ads = await loadAdEvents({
      analytics: infrastructure.analytics,
      ads: running.map((ad) => ({ ad_id: ad.id, campaign_id: ad.campaignId!, since: ad.creative?.startedAt ?? new Date() })),
      end: new Date(),
    });
    // A few hundred advertiser funnels over the last 12 weeks, for the staff funnel report.
    const funnels = await loadFunnelEvents({ analytics: infrastructure.analytics, end: new Date() });
    logger.info({ events: loaded.rows, affiliateVisitEvents: visits.rows, adEvents: ads.rows, funnelEvents: funnels.rows, ms: Math.round(performance.now() - started) }, 'demo traffic loaded into clickhouse');
  }
}
