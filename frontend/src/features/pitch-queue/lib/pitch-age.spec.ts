import { pitchAge, slugOf } from './pitch-age';

describe('a pitch’s age and a post’s slug', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  it('says the largest whole unit', () => {
    expect(pitchAge('2026-11-27T11:59:59Z', now)).toBe('1 second ago');
    expect(pitchAge('2026-11-27T09:00:00Z', now)).toBe('3 hours ago');
    expect(pitchAge('2026-11-25T12:00:00Z', now)).toBe('2 days ago');
    expect(pitchAge('2026-11-27T12:00:00Z', now)).toBe('just now');
  });
  it('makes a slug of lowercase words joined by dashes', () => {
    expect(slugOf('  Wyrm-scale Mug & Saucer! ')).toBe('wyrm-scale-mug-and-saucer');
    expect(slugOf('Crème brûlée torch')).toBe('creme-brulee-torch');
  });
});
