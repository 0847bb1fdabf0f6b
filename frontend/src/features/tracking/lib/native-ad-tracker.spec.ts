import { NativeAdTracker } from './native-ad-tracker';

function setup() {
  const calls: { kind: string; body: unknown; urgent: boolean }[] = [];
  const ads = new NativeAdTracker({
    sessionId: () => 'session1234',
    sendImpression: (body, { urgent }) => calls.push({ kind: 'impression', body, urgent }),
    sendClick: (body) => calls.push({ kind: 'click', body, urgent: true }),
    now: () => 1_700_000_000_000,
  });
  return { ads, calls };
}

describe('native ad tracking', () => {
  it('records the impression of an offer once', () => {
    const { ads, calls } = setup();
    expect(ads.impression({ kind: 'native-ad', adId: 4, offer: 'o1' })).toBe(true);
    expect(ads.impression({ kind: 'native-ad', adId: 4, offer: 'o1' })).toBe(false);
    expect(calls).toEqual([{ kind: 'impression', body: { ad_id: 4, offer: 'o1', session: 'session1234', sent_at: 1_700_000_000_000 }, urgent: false }]);
  });

  it('counts the same ad again when it is handed out with a new offer', () => {
    const { ads, calls } = setup();
    ads.impression({ kind: 'native-ad', adId: 4, offer: 'o1' });
    ads.impression({ kind: 'native-ad', adId: 4, offer: 'o2' });
    expect(calls.map((c) => (c.body as { offer: string }).offer)).toEqual(['o1', 'o2']);
  });

  it('records the click of an offer once, at once', () => {
    const { ads, calls } = setup();
    ads.impression({ kind: 'native-ad', adId: 4, offer: 'o1' });
    expect(ads.click({ kind: 'native-ad', adId: 4, offer: 'o1' })).toBe(true);
    expect(ads.click({ kind: 'native-ad', adId: 4, offer: 'o1' })).toBe(false);
    expect(calls.filter((c) => c.kind === 'click')).toEqual([{ kind: 'click', body: { ad_id: 4, offer: 'o1', session: 'session1234', sent_at: 1_700_000_000_000 }, urgent: true }]);
  });

  it('reports the view first, by beacon, when an ad is clicked before it was counted as seen', () => {
    const { ads, calls } = setup();
    ads.click({ kind: 'native-ad', adId: 5, offer: 'o9' });
    expect(calls.map((c) => [c.kind, c.urgent])).toEqual([
      ['impression', true],
      ['click', true],
    ]);
    expect(ads.wasSeen({ kind: 'native-ad', adId: 5, offer: 'o9' })).toBe(true);
  });
});
