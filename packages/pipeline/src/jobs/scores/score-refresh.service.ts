import { Inject, Injectable, Logger } from '@nestjs/common';
import { LIST_SURFACES, toClickHouseTime } from '@emberhold/analytics';
import { Prisma, type PrismaClient } from '@emberhold/db';
import { ANALYTICS_STORE, type AnalyticsStore, PRISMA } from '@emberhold/platform';
import { postScores, siteRate, type PostCounts, type PostScores } from './score-formulas';

/** The facts the list scores count: people's impressions and clicks on lists, related items and search. */
const LIST_FACTS = `type IN ('post.impression', 'post.click') AND traffic = 'human' AND surface IN ${LIST_SURFACES}`;
/** A fact inserted just before a run's cut-off may become visible just after the run looked: read back this far. */
const VISIBILITY_MARGIN_MS = 60_000;
const UPDATE_BATCH = 1_000;

type Row = Record<string, string | number>;

const clickHouseTime = (ms: number) => toClickHouseTime(new Date(ms).toISOString());

/**
 * The scoring job (BullMQ `scores.refresh`, every 5 minutes): rolls facts up into post_daily for exactly the days
 * that received facts since the last run, then recomputes every post's score columns from post_daily and writes the
 * ones that changed back to Postgres, where the list sorts read them. Idempotent: a run recomputes whole days from
 * events FINAL, so a retried or repeated run writes the same figures.
 */
@Injectable()
export class ScoreRefresh {
  private readonly logger = new Logger(ScoreRefresh.name);

  constructor(
    @Inject(ANALYTICS_STORE) private readonly analytics: AnalyticsStore,
    @Inject(PRISMA) private readonly prisma: PrismaClient,
  ) {}

  async run(): Promise<{ days: number; posts: number; updated: number }> {
    const days = await this.rollUpDays();
    const { posts, updated } = await this.writeScores();
    this.logger.log({ days, posts, updated }, 'scores refreshed');
    return { days, posts, updated };
  }

  /** Recomputes post_daily for each day that received facts since the last run; returns how many days. */
  async rollUpDays(): Promise<number> {
    const [clock] = await this.analytics.query<{ now: string }>(`SELECT toUnixTimestamp64Milli(now64(3)) AS now`);
    const cutOff = Number(clock!.now);
    const [state] = await this.analytics.query<{ before: string }>(
      `SELECT toUnixTimestamp64Milli(inserted_before) AS before FROM rollup_state FINAL WHERE name = 'post_daily'`,
    );
    const since = state ? Number(state.before) - VISIBILITY_MARGIN_MS : 0;
    const days = await this.analytics.query<{ day: string }>(
      `SELECT DISTINCT toString(toDate(occurred_at)) AS day FROM events
       WHERE ${LIST_FACTS} AND inserted_at >= {since:DateTime64(3)} AND inserted_at < {cutOff:DateTime64(3)}
       ORDER BY day`,
      { since: clickHouseTime(since), cutOff: clickHouseTime(cutOff) },
    );
    for (const { day } of days) {
      await this.analytics.command(
        `INSERT INTO post_daily (post_id, day, impressions, clicks, computed_at)
         SELECT post_id, toDate(occurred_at) AS day, countIf(type = 'post.impression'), countIf(type = 'post.click'), {cutOff:DateTime64(3)}
         FROM events FINAL
         WHERE ${LIST_FACTS} AND occurred_at >= toDateTime64({day:Date}, 3) AND occurred_at < toDateTime64({day:Date} + 1, 3)
         GROUP BY post_id, day`,
        { day, cutOff: clickHouseTime(cutOff) },
      );
    }
    await this.analytics.insert('rollup_state', [{ name: 'post_daily', inserted_before: clickHouseTime(cutOff), updated_at: clickHouseTime(cutOff) }]);
    return days.length;
  }

  /** Every post's scores from post_daily; only changed rows are written. */
  async writeScores(): Promise<{ posts: number; updated: number }> {
    const rows = await this.analytics.query<Row>(
      `SELECT post_id,
              sumIf(impressions, day > today() - 7) AS week_impressions, sumIf(clicks, day > today() - 7) AS week_clicks,
              sumIf(impressions, day > today() - 30) AS month_impressions, sumIf(clicks, day > today() - 30) AS month_clicks,
              sum(clicks) AS all_clicks
       FROM post_daily FINAL GROUP BY post_id`,
    );
    const counts = new Map<number, PostCounts>();
    let week = { clicks: 0, impressions: 0 };
    let month = { clicks: 0, impressions: 0 };
    for (const row of rows) {
      const c: PostCounts = {
        postId: Number(row.post_id),
        weekImpressions: Number(row.week_impressions),
        weekClicks: Number(row.week_clicks),
        monthImpressions: Number(row.month_impressions),
        monthClicks: Number(row.month_clicks),
        allClicks: Number(row.all_clicks),
      };
      counts.set(c.postId, c);
      week = { clicks: week.clicks + c.weekClicks, impressions: week.impressions + c.weekImpressions };
      month = { clicks: month.clicks + c.monthClicks, impressions: month.impressions + c.monthImpressions };
    }
    const rates = { week: siteRate(week.clicks, week.impressions), month: siteRate(month.clicks, month.impressions), earningsPerClick: await this.earningsPerClick() };
    const posts = await this.prisma.post.findMany({
      select: {
        id: true,
        amazonAvailable: true,
        clicksScoreWeek: true,
        clicksScoreMonth: true,
        clicksAll: true,
        clicksScoreAmazonAvailable: true,
        earningsScore: true,
        weekScore: true,
      },
    });
    const changed: Array<{ id: number } & PostScores> = [];
    for (const post of posts) {
      const empty = { postId: post.id, weekImpressions: 0, weekClicks: 0, monthImpressions: 0, monthClicks: 0, allClicks: 0 };
      const next = postScores(counts.get(post.id) ?? empty, rates, post.amazonAvailable);
      const same =
        next.clicksAll === post.clicksAll &&
        (['clicksScoreWeek', 'clicksScoreMonth', 'clicksScoreAmazonAvailable', 'earningsScore', 'weekScore'] as const).every(
          (key) => Math.abs(next[key] - post[key]) < 1e-12,
        );
      if (!same) changed.push({ id: post.id, ...next });
    }
    for (let i = 0; i < changed.length; i += UPDATE_BATCH) {
      const batch = changed.slice(i, i + UPDATE_BATCH);
      const column = <K extends keyof PostScores>(key: K) => batch.map((row) => row[key]);
      await this.prisma.$executeRaw(Prisma.sql`
        UPDATE posts AS p SET
          clicks_score_week = s.week, clicks_score_month = s.month, clicks_all = s.all_clicks,
          clicks_score_amazon_available = s.amazon, earnings_score = s.earnings, week_score = s.week_earnings
        FROM unnest(${batch.map((row) => row.id)}::int[], ${column('clicksScoreWeek')}::float8[], ${column('clicksScoreMonth')}::float8[],
                    ${column('clicksAll')}::int[], ${column('clicksScoreAmazonAvailable')}::float8[], ${column('earningsScore')}::float8[],
                    ${column('weekScore')}::float8[])
          AS s(id, week, month, all_clicks, amazon, earnings, week_earnings)
        WHERE p.id = s.id`);
    }
    return { posts: posts.length, updated: changed.length };
  }

  /** Commission per click in the latest month with earnings: earnings reports come per tag and month. */
  private async earningsPerClick(): Promise<number> {
    const [latest] = await this.prisma.$queryRaw<Array<{ year_month: string; commission: string }>>(Prisma.sql`
      SELECT year_month, sum(commission)::text AS commission FROM affiliate_earnings
      GROUP BY year_month HAVING sum(commission) > 0 ORDER BY year_month DESC LIMIT 1`);
    if (!latest) return 0;
    const [clicks] = await this.analytics.query<{ clicks: string }>(
      `SELECT sum(clicks) AS clicks FROM post_daily FINAL WHERE toYYYYMM(day) = {month:UInt32}`,
      { month: Number(latest.year_month.replace('-', '')) },
    );
    const total = Number(clicks?.clicks ?? 0);
    return total > 0 ? Number(latest.commission) / total : 0;
  }
}
