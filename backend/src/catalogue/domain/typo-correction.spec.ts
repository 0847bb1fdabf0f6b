import { allowedTypos, correctedTerm, SearchVocabulary, typos } from './typo-correction';

const vocabulary = new SearchVocabulary([
  { word: 'stonejaw', posts: 40 },
  { word: 'dragon', posts: 90 },
  { word: 'wagon', posts: 3 },
  { word: 'mug', posts: 50 },
  { word: 'sketchbook', posts: 12 },
]);

describe('typo correction against the title vocabulary', () => {
  it('allows one typo from four letters and two from eight, none below', () => {
    expect([allowedTypos(3), allowedTypos(4), allowedTypos(7), allowedTypos(8)]).toEqual([0, 1, 1, 2]);
  });

  it('finds the product word behind a dropped, swapped or wrong letter', () => {
    expect(vocabulary.nearest('stonjaw')).toBe('stonejaw');
    expect(vocabulary.nearest('drgaon')).toBe('dragon'); // two neighbouring letters swapped count as one typo
    expect(vocabulary.nearest('dgaron')).toBeUndefined(); // letters swapped further apart are two
    expect(vocabulary.nearest('dragin')).toBe('dragon');
    expect(vocabulary.nearest('sketchbok')).toBe('sketchbook');
    expect(vocabulary.nearest('skethcbook')).toBe('sketchbook');
  });

  it('counts a swap of neighbouring letters as one typo', () => {
    expect(typos('dragon', 'drgaon')).toBe(1);
    expect(typos('dragon', 'dargno')).toBeGreaterThan(2);
    expect(typos('dragon', 'dragons')).toBe(1);
  });

  it('prefers the word more posts use when two are as close', () => {
    expect(vocabulary.nearest('dagon')).toBe('dragon');
  });

  it('leaves known, short and hopeless words alone', () => {
    expect(vocabulary.nearest('Dragon')).toBeUndefined();
    expect(vocabulary.nearest('mig')).toBeUndefined();
    expect(vocabulary.nearest('xylophone')).toBeUndefined();
  });

  it('rewrites only the misspelt words of a term', () => {
    expect(correctedTerm('stonjaw mug', vocabulary)).toBe('stonejaw mug');
    expect(correctedTerm('dragon mug', vocabulary)).toBeUndefined();
    expect(correctedTerm('"red dragin" -wagon', vocabulary)).toBe('"red dragon" -wagon');
  });

  it("corrects the word before an apostrophe or a hyphen, as titles split them", () => {
    expect(correctedTerm("stonjaw's mug", vocabulary)).toBe("stonejaw's mug");
    expect(correctedTerm('dragn-scale mug', vocabulary)).toBe('dragon-scale mug');
  });
});
