import { AdOfferSigner, OFFER_TTL_MS } from './ad-offer';

describe('native-ad offers', () => {
  let now = 1_800_000_000_000;
  const signer = new AdOfferSigner('a-server-secret-of-at-least-32-characters', () => now);

  it('accepts an offer it issued for that ad, each with its own offer id', () => {
    const first = signer.issue(42);
    const second = signer.issue(42);
    const a = signer.check(first, 42);
    const b = signer.check(second, 42);
    expect(a.valid && b.valid).toBe(true);
    if (a.valid && b.valid) {
      expect(a.offer.adId).toBe(42);
      expect(a.offer.offerId).not.toBe(b.offer.offerId);
    }
  });

  it('refuses an offer for another ad, a changed or made-up token, and one signed with another secret', () => {
    const token = signer.issue(42);
    expect(signer.check(token, 43)).toEqual({ valid: false, reason: 'other-ad' });
    const [ad, expires, offerId, signature] = token.split('.');
    expect(signer.check(`${ad}.${expires}.${offerId}x.${signature}`, 42)).toEqual({ valid: false, reason: 'forged' });
    expect(signer.check(`${(43).toString(36)}.${expires}.${offerId}.${signature}`, 43)).toEqual({ valid: false, reason: 'forged' });
    expect(signer.check('not-an-offer', 42)).toEqual({ valid: false, reason: 'malformed' });
    const other = new AdOfferSigner('another-server-secret-of-32-characters!!', () => now);
    expect(other.check(token, 42)).toEqual({ valid: false, reason: 'forged' });
  });

  it('refuses an offer once it has expired', () => {
    const token = signer.issue(7);
    now += OFFER_TTL_MS - 60_000;
    expect(signer.check(token, 7).valid).toBe(true);
    now += 61_000;
    expect(signer.check(token, 7)).toEqual({ valid: false, reason: 'expired' });
  });
});
