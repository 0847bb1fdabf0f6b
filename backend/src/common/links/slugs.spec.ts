import { firstFreeSlug, isPostAddress, slugWords, titleSlug } from './slugs';

describe('post and creative slugs', () => {
  it('makes a slug base of a title’s words', () => {
    expect(slugWords("Éowyn's Lantern & Mug — 2 Pack!")).toBe('eowyns-lantern-and-mug-2-pack');
    expect(slugWords('🎁')).toBe('');
  });

  it('cuts a title’s slug to its length at a word’s end, with a fallback for a title without letters', () => {
    expect(titleSlug('Ember Lantern', 60, 'gift')).toBe('ember-lantern');
    expect(titleSlug('dragon '.repeat(30), 20, 'gift')).toBe('dragon-dragon-dragon');
    expect(titleSlug('dragon '.repeat(30), 18, 'gift')).toBe('dragon-dragon');
    expect(titleSlug('dragon dragon dragon', 13, 'gift')).toBe('dragon-dragon');
    expect(titleSlug('a'.repeat(80), 60, 'gift')).toBe('a'.repeat(60));
    expect(titleSlug('🔥🔥', 60, 'gift')).toBe('gift');
  });

  it('takes the first free slug: the base, then -2, -3 …, skipping what is taken or refused', () => {
    expect(firstFreeSlug('lantern', new Set())).toBe('lantern');
    expect(firstFreeSlug('lantern', new Set(['lantern', 'lantern-2', 'lantern-4']))).toBe('lantern-3');
    expect(firstFreeSlug('lantern', new Set(['lantern']), (slug) => slug !== 'lantern-2')).toBe('lantern-3');
  });

  it('knows the site’s own addresses are no post’s', () => {
    expect(isPostAddress('lantern')).toBe(true);
    expect(isPostAddress('search')).toBe(false);
    expect(firstFreeSlug('admin', new Set(['admin-2']), isPostAddress)).toBe('admin-3');
  });
});
