import type { SeedCampaign, SeedNativeAd } from '../catalogue.types';
import type { Random } from '../random';
import { DAY_MS } from '../text';

const FEE_CENTS = 24_900;
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The demo advertiser's campaigns, one per seeded native ad, so the dashboards, the approval queue and the receipts
 * have something to show: the running ads are approved campaigns, an inactive one is paused, and the last one is paid
 * and waiting for approval. Each paid its fee by card.
 */
export function generateCampaigns(nativeAds: readonly SeedNativeAd[], advertiserId: number, now: Date, rng: Random): SeedCampaign[] {
  return nativeAds.map((ad, i) => {
    const last = i === nativeAds.length - 1;
    const status = ad.active ? 'running' : last ? 'pending_approval' : 'paused';
    const created = now.getTime() - (nativeAds.length - i) * 3 * DAY_MS;
    return {
      id: i + 1,
      advertiser_id: advertiserId,
      temp_id: rng.chars(ID_ALPHABET, 24),
      fee_cents: FEE_CENTS,
      paid_at: new Date(created + 20 * 60_000).toISOString(),
      created_at: new Date(created).toISOString(),
      creative: {
        id: i + 1,
        title: ad.title,
        content: ad.content,
        price: ad.price,
        link: ad.link,
        image: ad.image,
        status,
        approved_at: status === 'pending_approval' ? null : new Date(created + DAY_MS).toISOString(),
      },
      native_ad_id: ad.id,
      payment: { id: i + 1, provider_ref: `pi_seed${rng.chars(ID_ALPHABET, 20)}` },
    };
  });
}
