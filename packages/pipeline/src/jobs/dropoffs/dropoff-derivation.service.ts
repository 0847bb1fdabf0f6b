import { Inject, Injectable, Logger } from '@nestjs/common';
import { FUNNEL_DROPOFF_CANDIDATES_SQL, toClickHouseTime } from '@emberhold/analytics';
import { type FunnelStep, funnelStepRank } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { ANALYTICS_STORE, type AnalyticsStore, APP_CONFIG, type AppConfig, PRISMA } from '@emberhold/platform';

/** How far back a run looks for funnels whose delay has passed: older ones were derived by earlier runs. */
export const DROPOFF_LOOKBACK_DAYS = 60;

interface CandidateRow {
  funnel_id: string;
  steps: string[];
  left_at: string;
  campaign_id: string | number;
}

export interface DropoffDerivationResult {
  /** Funnels past the delay that left an email or activated an advertiser and did not pay. */
  candidates: number;
  /** Dropoffs recorded by this run (a funnel derived before is not again). */
  derived: number;
}

/** The furthest step a funnel reached (dropoffs.last_step). */
export function furthestStep(steps: readonly string[]): FunnelStep {
  let furthest: FunnelStep = 'started';
  for (const step of steps) {
    if (Object.hasOwn(funnelStepRank, step) && funnelStepRank[step as FunnelStep] > funnelStepRank[furthest]) furthest = step as FunnelStep;
  }
  return furthest;
}

/**
 * The dropoff job (`dropoffs.derive`, every 15 minutes): funnels that left an email (the temporary signup) or
 * activated an advertiser, did not pay, and saw no step for DROPOFF_AFTER_HOURS become dropoffs. The funnels are read
 * from ClickHouse's funnel.step facts, the email from Postgres: funnel_signups by funnel id, else the advertiser of the
 * funnel's campaign (and their user id). A campaign Postgres knows as paid is never a dropoff, even before its payment
 * fact reaches ClickHouse. Each funnel is inserted once (ON CONFLICT (funnel_id) DO NOTHING), however often it runs.
 */
@Injectable()
export class DropoffDerivation {
  private readonly logger = new Logger(DropoffDerivation.name);
  private readonly delayMs: number;

  constructor(
    @Inject(ANALYTICS_STORE) private readonly analytics: AnalyticsStore,
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.delayMs = config.DROPOFF_AFTER_HOURS * 60 * 60_000;
  }

  async run(now: Date = new Date()): Promise<DropoffDerivationResult> {
    const cutoff = new Date(now.getTime() - this.delayMs);
    const since = new Date(cutoff.getTime() - DROPOFF_LOOKBACK_DAYS * 24 * 60 * 60_000);
    const candidates = await this.analytics.query<CandidateRow>(FUNNEL_DROPOFF_CANDIDATES_SQL, {
      cutoff: toClickHouseTime(cutoff.toISOString()),
      since: toClickHouseTime(since.toISOString()),
    });
    if (candidates.length === 0) return { candidates: 0, derived: 0 };

    const funnelIds = candidates.map((c) => c.funnel_id);
    const known = new Set(
      (await this.prisma.dropoff.findMany({ where: { funnelId: { in: funnelIds } }, select: { funnelId: true } })).map((d) => d.funnelId),
    );
    const fresh = candidates.filter((c) => !known.has(c.funnel_id));
    const signups = new Map(
      (await this.prisma.funnelSignup.findMany({ where: { funnelId: { in: fresh.map((c) => c.funnel_id) } }, select: { funnelId: true, email: true } })).map((s) => [s.funnelId, s.email]),
    );
    const campaignIds = [...new Set(fresh.map((c) => Number(c.campaign_id)).filter((id) => id > 0))];
    const campaigns = new Map(
      (
        await this.prisma.campaign.findMany({
          where: { id: { in: campaignIds } },
          select: { id: true, paidAt: true, advertiser: { select: { id: true, email: true } } },
        })
      ).map((c) => [c.id, c]),
    );

    let derived = 0;
    for (const candidate of fresh) {
      const campaignId = Number(candidate.campaign_id) || null;
      const campaign = campaignId === null ? undefined : campaigns.get(campaignId);
      if (campaign?.paidAt) continue;
      const email = signups.get(candidate.funnel_id) ?? campaign?.advertiser?.email ?? null;
      if (!email) continue;
      const leftAt = new Date(`${candidate.left_at.replace(' ', 'T')}Z`);
      const inserted = await this.prisma.$executeRaw`
        INSERT INTO dropoffs (email, user_id, campaign_id, funnel_id, last_step, left_at)
        VALUES (${email}, ${campaign?.advertiser?.id ?? null}, ${campaign ? campaign.id : null}, ${candidate.funnel_id}, ${furthestStep(candidate.steps)}, ${leftAt})
        ON CONFLICT (funnel_id) DO NOTHING`;
      derived += inserted;
    }
    if (derived > 0) this.logger.log({ candidates: candidates.length, derived }, 'dropoffs derived from the funnel');
    return { candidates: candidates.length, derived };
  }
}
