import { promoTextLines, sanitizePromoHtml } from './promo-email-body';

describe('a promo email body', () => {
  it('keeps basic formatting and http, https and mailto links', () => {
    const html = sanitizePromoHtml('<p>Hello <strong>fans</strong> and <em>friends</em></p><ul><li>one</li></ul><a href="https://shop.example/mug">Mug</a> <a href="mailto:hi@example.com">mail</a>');
    expect(html).toContain('<strong>fans</strong>');
    expect(html).toContain('<em>friends</em>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('href="https://shop.example/mug"');
    expect(html).toContain('href="mailto:hi@example.com"');
  });

  it('strips scripts, styles, event handlers, iframes and other link schemes', () => {
    const html = sanitizePromoHtml(
      '<p onclick="steal()" style="color:red" class="x">Hi</p><script>alert(1)</script><style>p{}</style><iframe src="https://evil.example"></iframe>' +
        '<a href="javascript:alert(1)">js</a><a href="data:text/html,x">data</a><a href="//evil.example">rel</a><img src="https://x.example/a.png" onerror="x()">',
    );
    expect(html).toBe('<p>Hi</p><a>js</a><a>data</a><a>rel</a>');
  });

  it('has a plain-text version: paragraphs apart, list items dashed, links with their address', () => {
    const lines = promoTextLines(sanitizePromoHtml('<h2>Sale &amp; more</h2><p>Line one<br>line two</p><ul><li>Mugs</li><li>Cloaks</li></ul><p>See <a href="https://shop.example/?a=1&amp;b=2">the shop</a> or https://x.example</p>'));
    expect(lines).toEqual(['Sale & more', '', 'Line one', 'line two', '', '- Mugs', '- Cloaks', '', 'See the shop (https://shop.example/?a=1&b=2) or https://x.example']);
  });

  it('reads plain text as it was typed', () => {
    expect(promoTextLines(sanitizePromoHtml('Just words, 5 < 6'))).toEqual(['Just words, 5 < 6']);
  });
});
