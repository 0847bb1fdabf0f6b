import { generateCatalogue } from './catalogue';
import { repeatedWords, withoutRepeatedWords } from './text';

/** Every string in a record, however deep. */
function stringsOf(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${path}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringsOf(item, path ? `${path}.${key}` : key));
  return [];
}

describe('demo copy', () => {
  it('finds a word written twice back to back, across markup and case, and nothing else', () => {
    expect(repeatedWords('The Sherpa Sherpa Blanket')).toEqual(['Sherpa Sherpa']);
    expect(repeatedWords('<p>this vinyl</p> Vinyl record')).toEqual(['vinyl</p> Vinyl']);
    expect(repeatedWords('Blown Glass Ornament, glassware and a glass')).toEqual([]);
    expect(repeatedWords('/media/seed/g/8.svg 8 apples')).toEqual([]);
  });

  it('drops the second of two words that repeat back to back, keeping everything else', () => {
    expect(withoutRepeatedWords('Cinder Throne Blown Glass Glass Ornament')).toBe('Cinder Throne Blown Glass Ornament');
    expect(withoutRepeatedWords('this vinyl vinyl record')).toBe('this vinyl record');
    expect(withoutRepeatedWords('Parchment parchment Map (Limited Run)')).toBe('Parchment Map (Limited Run)');
    expect(withoutRepeatedWords('A glass of glass')).toBe('A glass of glass');
  });

  it('never repeats a word back to back in any title or text of the demo catalogue', () => {
    const catalogue = generateCatalogue({ size: 'demo' });
    const doubled = stringsOf(catalogue)
      .map(([path, text]) => [path, repeatedWords(text)] as const)
      .filter(([, found]) => found.length > 0);
    expect(doubled).toEqual([]);
    // The check above reads real copy: titles and texts of every kind are in it.
    expect(stringsOf(catalogue).length).toBeGreaterThan(20_000);
  });
});
