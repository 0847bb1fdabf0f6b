import { editorialSetupMessages as M } from '@emberhold/contracts';
import { featureStatus, shownFeatures, slugBase } from './editorial-feature';
import { featureBody } from './feature-body';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const at = (iso: string) => new Date(iso);

describe('an editorial feature', () => {
  it('is current, scheduled or ended by its dates and whether staff ended it', () => {
    expect(featureStatus({ active: true, startsAt: null, endsAt: null }, NOW)).toBe('current');
    expect(featureStatus({ active: true, startsAt: at('2026-11-28T00:00:00Z'), endsAt: null }, NOW)).toBe('scheduled');
    expect(featureStatus({ active: true, startsAt: at('2026-11-01T00:00:00Z'), endsAt: NOW }, NOW)).toBe('ended');
    expect(featureStatus({ active: false, startsAt: null, endsAt: null }, NOW)).toBe('ended');
  });

  it('is shown on each list when it is the latest started current feature meant for it', () => {
    const row = (id: number, startsAt: string | null, gifts: boolean, related: boolean, status = 'unlisted') => ({
      id,
      active: true,
      startsAt: startsAt === null ? null : at(startsAt),
      endsAt: null,
      position: 5,
      displayGifts: gifts,
      displayRelated: related,
      post: { status },
    });
    const rows = [row(1, null, true, true), row(2, '2026-11-26T00:00:00Z', true, false), row(3, '2026-11-27T11:00:00Z', false, true), row(4, '2026-11-27T11:30:00Z', true, true, 'draft')];
    expect(shownFeatures(rows, NOW)).toEqual({ gifts: 2, related: 3 });
    expect(shownFeatures([row(1, null, true, true)], NOW)).toEqual({ gifts: 1, related: 1 });
    expect(shownFeatures([], NOW)).toEqual({ gifts: null, related: null });
  });

  it('makes its post slug from the title', () => {
    expect(slugBase('Ember Lantern, Large (Brass)!')).toBe('ember-lantern-large-brass');
    expect(slugBase('Crème Brûlée Torch')).toBe('creme-brulee-torch');
    expect(slugBase('!!!')).toBe('feature');
    expect(slugBase('a'.repeat(80))).toHaveLength(60);
  });
});

describe('the setup form body', () => {
  const valid = { link: 'shop.example/lantern', title: ' Lantern ', description: 'Glows.', price: '$1,024.5', brand_name: 'Smiths', image: '/media/editorial/x.webp' };

  it('puts http:// in front of a link without a scheme and reads a price in dollars', () => {
    const body = featureBody.parse(valid);
    expect(body).toMatchObject({ link: 'http://shop.example/lantern', title: 'Lantern', price: '1024.50', display_gifts: true, display_related: true });
    expect(featureBody.parse({ ...valid, link: 'https://shop.example/a', price: 12 }).price).toBe('12.00');
  });

  it('names each missing field with its own message, and an end that is not after the start', () => {
    const result = featureBody.safeParse({});
    expect(result.success).toBe(false);
    expect(Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      link: M.link,
      title: M.title,
      description: M.description,
      price: M.price,
      brand_name: M.brandName,
      image: M.image,
    });
    const backwards = featureBody.safeParse({ ...valid, starts_at: '2026-12-02T10:00:00Z', ends_at: '2026-12-02T10:00:00Z' });
    expect(backwards.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['ends_at', M.endBeforeStart]]);
    expect(featureBody.safeParse({ ...valid, link: 'javascript:alert(1)' }).error?.issues[0]?.message).toBe(M.badLink);
    expect(featureBody.safeParse({ ...valid, giveaway_data: [1, 2] }).error?.issues[0]?.path).toEqual(['giveaway_data']);
  });
});
