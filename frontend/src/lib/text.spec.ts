import { BLOG_EXCERPT_LIMIT, cardDescription, toPlainText, truncate } from './text';

describe('truncate', () => {
  it('keeps text of exactly 110 characters untouched', () => {
    const text = 'a'.repeat(110);
    expect(truncate(text)).toBe(text);
  });

  it('cuts text longer than 110 characters to 107 plus an ellipsis', () => {
    const result = truncate('b'.repeat(111));
    expect(result).toBe('b'.repeat(107) + '...');
    expect(result).toHaveLength(110);
  });

  it('leaves short text alone', () => {
    expect(truncate('A dragon-scale mug')).toBe('A dragon-scale mug');
  });

  it('cuts blog excerpts to 197 plus an ellipsis', () => {
    const result = truncate('c'.repeat(250), BLOG_EXCERPT_LIMIT);
    expect(result).toBe('c'.repeat(197) + '...');
  });

  it('never returns more characters than the limit, even for tiny limits', () => {
    expect(truncate('hello', 2)).toBe('..');
    expect(truncate('hello', 0)).toBe('');
  });
});

describe('toPlainText', () => {
  it('drops tags and decodes entities', () => {
    expect(toPlainText('<p>Forged in <b>Cinderfall</b> &amp; cooled in snow&#33;</p>')).toBe('Forged in Cinderfall & cooled in snow!');
  });

  it('turns paragraph and line breaks into newlines', () => {
    expect(toPlainText('<p>First</p><p>Second<br/>Third</p>')).toBe('First\nSecond\nThird');
  });
});

describe('cardDescription', () => {
  it('flattens HTML content to one line within the card limit', () => {
    const content = `<p>${'Ember '.repeat(15)}</p><p>${'Keep '.repeat(15)}</p>`;
    const result = cardDescription(content);
    expect(result).toHaveLength(110);
    expect(result.endsWith('...')).toBe(true);
    expect(result).not.toContain('\n');
    expect(result).not.toContain('<');
  });
});
