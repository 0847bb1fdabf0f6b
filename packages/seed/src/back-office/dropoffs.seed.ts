import { createHash } from 'node:crypto';
import type { BackOfficeSeed } from './back-office.types';

const STEPS = ['started', 'email_left', 'creative_saved', 'advertiser_activated', 'payment_started', 'payment_failed'] as const;
const HOUR = 3_600_000;

const PASSED_PITCHES = [
  { title: 'Glowing Runestone Lamp', reason: 'The product page sells a counterfeit of the licensed lamp.' },
  { title: 'Dragonfire Hot Sauce Trio', reason: 'The image is a stock photo, not the product.' },
  { title: 'Saga Spoiler Poster', reason: 'The ad text spoils the ending of the third book.' },
  { title: 'Emberhold Tavern Mug', reason: 'The link goes to a shop that does not ship to the US, UK or Canada.' },
] as const;

/** Seeded tokens come from the seed, not chance, so the same seed gives the same demo (they are demo data only). */
const tokenOf = (seed: number, i: number) => createHash('sha256').update(`emberhold demo dropoff ${seed}:${i}`).digest('base64url').slice(0, 32);

/**
 * Demo rows for the dropoffs pages: 30 dropoffs at every funnel step (a few already mailed a discount, one
 * disqualified with its reason), and four pitches staff passed on (disapproved creatives of demo advertisers' paid
 * campaigns), with the audit entries those staff actions would have written.
 */
export const seedDropoffs: BackOfficeSeed = async ({ tx, catalogue, now, adminId }) => {
  const users = catalogue.users.filter((user) => user.role === 'user');
  const advertisers = catalogue.users.filter((user) => user.advertiser);
  let audit = 0;

  let dropoffs = 0;
  for (let i = 0; i < 30; i++) {
    const step = STEPS[i % STEPS.length]!;
    // Every third dropoff signed up before leaving; the others left only an address.
    const user = i % 3 === 0 ? users[i % Math.max(users.length, 1)] : undefined;
    const leftAt = new Date(now.getTime() - (i * 7 + 2) * HOUR);
    const sent = i % 5 === 1;
    const disqualified = i === 11;
    const row = await tx.dropoff.create({
      data: {
        email: user?.email ?? `left.funnel.${i + 1}@example.com`,
        userId: user?.id ?? null,
        // The demo's campaigns are all paid; these dropoffs' tokens are for a campaign they have yet to make.
        campaignId: null,
        lastStep: step,
        leftAt,
        createdAt: leftAt,
        ...(sent ? { discountToken: tokenOf(catalogue.seed, i), discountSentAt: new Date(leftAt.getTime() + 20 * HOUR), discountSentById: adminId } : {}),
        ...(disqualified
          ? { disqualified: true, disqualifiedAt: new Date(leftAt.getTime() + 3 * HOUR), disqualifiedById: adminId, disqualifyReason: 'A competitor testing our prices, not an advertiser.' }
          : {}),
      },
    });
    dropoffs++;
    if (sent) {
      await tx.staffAuditEntry.create({
        data: {
          actorId: adminId,
          action: 'dropoff.send_discount',
          subjectType: 'dropoff',
          subjectId: String(row.id),
          summary: `Sent a discount to ${row.email}`,
          changes: { email: row.email, campaign_id: row.campaignId },
          createdAt: new Date(leftAt.getTime() + 20 * HOUR),
        },
      });
      audit++;
    }
    if (disqualified) {
      await tx.staffAuditEntry.create({
        data: {
          actorId: adminId,
          action: 'dropoff.disqualify',
          subjectType: 'dropoff',
          subjectId: String(row.id),
          summary: `Disqualified ${row.email}: ${row.disqualifyReason}`,
          changes: { disqualified: { from: false, to: true }, reason: row.disqualifyReason },
          createdAt: new Date(leftAt.getTime() + 3 * HOUR),
        },
      });
      audit++;
    }
  }

  let creatives = 0;
  if (advertisers.length > 0) {
    for (const [i, pitch] of PASSED_PITCHES.entries()) {
      const advertiser = advertisers[i % advertisers.length]!;
      const passedAt = new Date(now.getTime() - (i * 30 + 5) * HOUR);
      const paidAt = new Date(passedAt.getTime() - 6 * HOUR);
      const campaign = await tx.campaign.create({
        data: {
          advertiserId: advertiser.id,
          tempId: `demo-passed-pitch-${catalogue.seed}-${i + 1}`,
          feeCents: 24_900,
          paidAt,
          createdAt: new Date(paidAt.getTime() - HOUR),
          creatives: {
            create: {
              title: pitch.title,
              content: 'A gift for every fan of The Emberhold Saga.',
              price: '29.00',
              link: `https://maker.example/passed-${i + 1}`,
              image: catalogue.nativeAds.length > 0 ? catalogue.nativeAds[i % catalogue.nativeAds.length]!.image : null,
              status: 'disapproved',
              disapprovalReason: pitch.reason,
              createdAt: new Date(paidAt.getTime() - HOUR),
              updatedAt: passedAt,
            },
          },
        },
        include: { creatives: { select: { id: true } } },
      });
      // Paid like every demo campaign: a pitch reaches staff once its fee is paid.
      await tx.payment.create({
        data: {
          userId: advertiser.id, campaignId: campaign.id, provider: 'stripe', kind: 'charge', status: 'succeeded', amountCents: 24_900,
          providerRef: `pi_demo_passed_pitch_${catalogue.seed}_${i + 1}`, idempotencyKey: `seed-passed-pitch-${i + 1}`, createdAt: paidAt,
        },
      });
      await tx.staffAuditEntry.create({
        data: {
          actorId: adminId,
          action: 'creative.disapprove',
          subjectType: 'creative',
          subjectId: String(campaign.creatives[0]!.id),
          summary: `Disapproved “${pitch.title}”: ${pitch.reason}`,
          changes: { status: { from: 'pending_approval', to: 'disapproved' }, reason: pitch.reason },
          createdAt: passedAt,
        },
      });
      creatives++;
      audit++;
    }
  }
  return { dropoffs, passed_pitches: creatives, dropoff_audit_entries: audit };
};
