import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a handed-out native ad can still be viewed and clicked for the advertiser. */
export const OFFER_TTL_MS = 30 * 60_000;

export interface AdOffer {
  adId: number;
  /** The offer's own id: one view and one click are counted per offer id. */
  offerId: string;
  expiresAt: number;
}

export type OfferCheck = { valid: true; offer: AdOffer } | { valid: false; reason: 'malformed' | 'forged' | 'expired' | 'other-ad' };

/**
 * One-time offers, the way ad servers count: every native ad the server hands out carries a signed token naming the
 * ad, a random offer id and an expiry. The tracking calls check the signature, so a client cannot mint offers, and
 * count at most one view and one click per offer id. Stateless to issue; only the view/click flags are stored.
 */
export class AdOfferSigner {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    // A key of its own, derived from the server secret, so an offer signature never doubles as another signature.
    this.key = createHmac('sha256', secret).update('emberhold native-ad offers v1').digest();
  }

  issue(adId: number): string {
    const offerId = randomBytes(12).toString('base64url');
    const expires = Math.ceil((this.now() + OFFER_TTL_MS) / 1000).toString(36);
    const body = `${adId.toString(36)}.${expires}.${offerId}`;
    return `${body}.${this.sign(body)}`;
  }

  check(token: string, adId: number): OfferCheck {
    const parts = token.split('.');
    if (parts.length !== 4 || parts.some((part) => !/^[A-Za-z0-9_-]+$/.test(part))) return { valid: false, reason: 'malformed' };
    const [ad, expires, offerId, signature] = parts as [string, string, string, string];
    const body = `${ad}.${expires}.${offerId}`;
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { valid: false, reason: 'forged' };
    const offer = { adId: parseInt(ad, 36), offerId, expiresAt: parseInt(expires, 36) * 1000 };
    if (offer.adId !== adId) return { valid: false, reason: 'other-ad' };
    if (offer.expiresAt <= this.now()) return { valid: false, reason: 'expired' };
    return { valid: true, offer };
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest().subarray(0, 16).toString('base64url');
  }
}
