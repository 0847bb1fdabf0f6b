import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  AFFILIATE_MONTHLY_SQL,
  AFFILIATE_POST_COMMISSION_SQL,
  LIST_SURFACES,
  SITE_CLICKS_BY_COUNTRY_MONTH_SQL,
  toClickHouseTime,
} from '@emberhold/analytics';
import { AFFILIATE_PROGRAMS, type AffiliateProgram, affiliatePrograms } from '@emberhold/contracts';
import { Prisma, type PrismaClient } from '@emberhold/db';
import { ANALYTICS_STORE, type AnalyticsStore, PRISMA } from '@emberhold/platform';
import {
  postEarningsPerClick,
  postScores,
  programOfCountry,
  siteRate,
  tagEarningsPerClick,
  tagRate,
  toUsd,
  type PostCounts,
  type PostScores,
  type TagRates,
} from './score-formulas';

/** The facts the list scores count: people's impressions and clicks on lists, related items and search. */
const LIST_FACTS = `type IN ('post.impression', 'post.click') AND traffic = 'human' AND surface IN ${LIST_SURFACES}`;
/** A fact inserted just before a run's cut-off may become visible just after the run looked: read back this far. */
const VISIBILITY_MARGIN_MS = 60_000;
const UPDATE_BATCH = 1_000;
/** A post's own commission per click is read over the latest months with earnings, this many. */
const POST_EARNING_MONTHS = 3;
const SITE_TAGS = affiliatePrograms.map((program) => AFFILIATE_PROGRAMS[program].tag);

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
    const rates = { week: siteRate(week.clicks, week.impressions), month: siteRate(month.clicks, month.impressions) };
    const earningsPerClick = await this.earningsPerClick();
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
      const next = postScores(counts.get(post.id) ?? empty, rates, post.amazonAvailable, earningsPerClick(post.id));
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

  /**
   * Each post's commission per click (US dollars) from the imported earnings in ClickHouse, in four aggregate
   * queries whatever the number of posts:
   * - per tag and month: each site tag's commission per our clicks from its country in the tag's latest month with
   *   earnings, weighted by the post's clicks per country (the US tag's rate for a post with none);
   * - per post where subtags attribute earnings to it: its attributed commission over the latest
   *   POST_EARNING_MONTHS months with earnings per its clicks in those months, smoothed toward its tag rate.
   * 0 for every post before any earnings are in.
   */
  private async earningsPerClick(): Promise<(postId: number) => number> {
    const monthly = await this.analytics.query<{ tag: string; program: string; currency: string; year_month: string; commission: string }>(
      AFFILIATE_MONTHLY_SQL,
      { tags: SITE_TAGS },
    );
    const earning = monthly.filter((row) => Number(row.commission) > 0);
    if (earning.length === 0) return () => 0;
    // Rows come newest month first per tag: the first earning row of a program is its latest month.
    const latest = new Map<AffiliateProgram, { month: string; commissionUsd: number }>();
    for (const row of earning.slice().sort((a, b) => b.year_month.localeCompare(a.year_month))) {
      const program = row.program as AffiliateProgram;
      if (!latest.has(program)) latest.set(program, { month: row.year_month, commissionUsd: toUsd(Number(row.commission), row.currency) });
    }
    const months = [...new Set(earning.map((row) => row.year_month))].sort().reverse().slice(0, POST_EARNING_MONTHS);
    const earliest = [...months, ...[...latest.values()].map((entry) => entry.month)].sort()[0]!;
    const from = `${earliest}-01`;
    const postFrom = `${months[months.length - 1]}-01`;

    const [siteClicks, postClicks, postCommission] = await Promise.all([
      this.analytics.query<{ country: string; year_month: string; clicks: string }>(SITE_CLICKS_BY_COUNTRY_MONTH_SQL, { from }),
      // Per post and country since the earliest month read: all its clicks (the country weights) and those in the
      // months its own rate is read over.
      this.analytics.query<{ post_id: string; country: string; clicks: string; earning_clicks: string }>(
        `SELECT post_id, country, count() AS clicks,
                countIf(has({months:Array(String)}, formatDateTime(occurred_at, '%Y-%m'))) AS earning_clicks
         FROM events FINAL
         WHERE type = 'post.click' AND traffic = 'human' AND occurred_at >= toDateTime64({from:Date}, 3)
         GROUP BY post_id, country`,
        { months, from },
      ),
      this.analytics.query<{ post_id: string; program: string; year_month: string; commission: string }>(AFFILIATE_POST_COMMISSION_SQL, {
        tags: [],
        from: postFrom,
      }),
    ]);

    const rates: TagRates = {};
    for (const [program, entry] of latest) {
      const clicks = siteClicks
        .filter((row) => row.year_month === entry.month && programOfCountry(row.country) === program)
        .reduce((sum, row) => sum + Number(row.clicks), 0);
      const rate = tagRate(entry.commissionUsd, clicks);
      if (rate !== null) rates[program] = rate;
    }

    const byPost = new Map<number, { programs: Partial<Record<AffiliateProgram, number>>; earningClicks: number }>();
    for (const row of postClicks) {
      const postId = Number(row.post_id);
      const entry = byPost.get(postId) ?? { programs: {}, earningClicks: 0 };
      entry.earningClicks += Number(row.earning_clicks);
      const program = programOfCountry(row.country);
      if (program) entry.programs[program] = (entry.programs[program] ?? 0) + Number(row.clicks);
      byPost.set(postId, entry);
    }
    const attributed = new Map<number, number>();
    const monthSet = new Set(months);
    for (const row of postCommission) {
      if (!monthSet.has(row.year_month)) continue;
      const program = row.program as AffiliateProgram;
      const usd = toUsd(Number(row.commission), AFFILIATE_PROGRAMS[program]?.currency ?? '');
      attributed.set(Number(row.post_id), (attributed.get(Number(row.post_id)) ?? 0) + usd);
    }

    const usRate = tagEarningsPerClick(rates, {});
    return (postId) => {
      const clicks = byPost.get(postId);
      const rate = clicks ? tagEarningsPerClick(rates, clicks.programs) : usRate;
      const commission = attributed.get(postId);
      return commission === undefined ? rate : postEarningsPerClick(commission, clicks?.earningClicks ?? 0, rate);
    };
  }
}
