import type { NativeAdClickRequest, NativeAdImpressionRequest } from '@emberhold/contracts';
import type { AdSighting } from './tracked-element';

export interface NativeAdTrackerOptions {
  sessionId: () => string;
  sendImpression: (request: NativeAdImpressionRequest, options: { urgent: boolean }) => void;
  /** Must survive the page being left (sendBeacon): the ad's link often opens in this tab. */
  sendClick: (request: NativeAdClickRequest) => void;
  /** The clock for sent_at (ms since the epoch). */
  now?: () => number;
}

/**
 * Spec section 4: a native ad's impression and its click are each recorded once. Each ad slot is handed out with its
 * own one-time offer, so "once" is per offer: the same ad shown again with a new offer is a new view.
 */
export class NativeAdTracker {
  private readonly viewed = new Set<string>();
  private readonly clicked = new Set<string>();

  constructor(private readonly options: NativeAdTrackerOptions) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  wasSeen(ad: AdSighting): boolean {
    return this.viewed.has(ad.offer);
  }

  impression(ad: AdSighting, { urgent }: { urgent: boolean } = { urgent: false }): boolean {
    if (this.viewed.has(ad.offer)) return false;
    this.viewed.add(ad.offer);
    this.options.sendImpression({ ad_id: ad.adId, offer: ad.offer, session: this.options.sessionId(), sent_at: this.now() }, { urgent });
    return true;
  }

  /** The API counts no click without a view before it, so a click on an ad not yet reported as seen reports the view first. */
  click(ad: AdSighting): boolean {
    if (this.clicked.has(ad.offer)) return false;
    this.clicked.add(ad.offer);
    this.impression(ad, { urgent: true });
    this.options.sendClick({ ad_id: ad.adId, offer: ad.offer, session: this.options.sessionId(), sent_at: this.now() });
    return true;
  }
}
