import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { envelope, eventIdFor, type Traffic } from '@emberhold/contracts';
import { APP_CONFIG, type AppConfig, EPHEMERAL_STORE, type EphemeralStore } from '@emberhold/platform';
import { AdCampaigns, OFFER_TTL_MS } from '../../../advertising/advertising.public';
import { occurredAt } from '../../../common/http/visitor-context';
import { AdOfferVerifier } from '../../infra/ad-offer-verifier';
import { eventContext } from '../../infra/tracking-context';
import { TrackingProducer } from '../../infra/tracking-producer';
import { RecordAdInteractionCommand } from './record-ad-interaction.command';

/** The rate-limit window for billable native-ad views and clicks per client address. */
const RATE_WINDOW_MS = 60_000;

/**
 * Counts a native ad's view or click on the server, whatever the client sends: the offer must be one we issued for
 * that ad and still valid; a view counts once per offer; a click counts only after that offer's view, and once.
 * Bots, staff, internal and over-limit traffic is recorded, flagged, and never billed. Every call is recorded
 * (analysts see the attempts); `counted` says whether it reached the advertiser's figures.
 */
@CommandHandler(RecordAdInteractionCommand)
export class RecordAdInteractionHandler implements ICommandHandler<RecordAdInteractionCommand, { counted: boolean }> {
  private readonly perMinute: number;

  constructor(
    private readonly offers: AdOfferVerifier,
    private readonly campaigns: AdCampaigns,
    private readonly producer: TrackingProducer,
    @Inject(EPHEMERAL_STORE) private readonly flags: EphemeralStore,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.perMinute = config.TRACKING_IP_LIMIT_PER_MINUTE;
  }

  async execute({ kind, adId, offer, sentAt, context, receivedAt }: RecordAdInteractionCommand): Promise<{ counted: boolean }> {
    const checked = this.offers.check(offer, adId);
    const offerId = checked.valid ? checked.offer.offerId : `invalid-${checked.reason}`;
    let traffic: Traffic = context.traffic ?? 'human';
    let flag: string | undefined;
    if (!checked.valid) traffic = 'invalid';
    else if (traffic === 'human') {
      const seen = `offer:${offerId}:view`;
      if (kind === 'click' && !(await this.flags.exists(seen))) traffic = 'invalid';
      else if (await this.flags.setIfAbsent(kind === 'view' ? seen : `offer:${offerId}:click`, OFFER_TTL_MS)) {
        flag = kind === 'view' ? seen : `offer:${offerId}:click`;
        if ((await this.flags.increment(`rate:ad:${context.ip}`, RATE_WINDOW_MS)) > this.perMinute) traffic = 'throttled';
      } else traffic = 'invalid';
    }
    const counted = traffic === 'human';
    const payload = { ad_id: adId, campaign_id: await this.campaigns.campaignOf(adId), offer_id: offerId.slice(0, 64), surface: 'native-ad' as const };
    const type = kind === 'view' ? 'native_ad.impression' : 'native_ad.click';
    // A counted fact has one id per offer, so however it is re-sent it is stored once; the rest are attempts.
    const options = { occurredAt: occurredAt(sentAt, receivedAt), receivedAt, ...(counted ? { id: eventIdFor(`${type}:${offerId}`) } : {}) };
    const event = envelope(type, 1, payload, { ...eventContext(context), traffic }, options);
    try {
      await this.producer.send([{ key: `ad:${adId}`, event }]);
    } catch (error) {
      // Not recorded: the browser's retry may count it (same id and time if it was recorded after all).
      if (flag !== undefined) await this.flags.delete(flag).catch(() => undefined);
      throw error;
    }
    return { counted };
  }
}
