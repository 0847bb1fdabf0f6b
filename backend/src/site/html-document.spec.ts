import { HtmlDocument } from './html-document';

const template = '<!doctype html><html><head><meta charset="utf-8"><title>Default</title><!--app-head--></head><body><div id="root"></div></body></html>';

describe('server-rendered page head', () => {
  it('puts the page title, description, canonical URL and Open Graph tags in the head', () => {
    const html = new HtmlDocument(template).render({
      title: 'Dragon-scale mug | Emberhold Gifts',
      description: 'A mug for the hearth.',
      canonical: 'https://gifts.example/dragon-scale-mug/',
    });
    expect(html).toContain('<title>Dragon-scale mug | Emberhold Gifts</title>');
    expect(html).not.toContain('<title>Default</title>');
    expect(html).toContain('<link rel="canonical" href="https://gifts.example/dragon-scale-mug/">');
    expect(html).toContain('<meta property="og:title" content="Dragon-scale mug | Emberhold Gifts">');
  });

  it('escapes text so a title cannot inject markup', () => {
    const html = new HtmlDocument(template).render({ title: '<script>x</script>', description: '"quoted"', canonical: 'https://a.example/' });
    expect(html).not.toContain('<script>x</script>');
    expect(html).toContain('&#60;script&#62;x&#60;/script&#62;');
    expect(html).toContain('content="&#34;quoted&#34;"');
  });

  it('keeps structured data from closing its script element', () => {
    const html = new HtmlDocument(template).render({
      title: 't',
      description: 'd',
      canonical: 'https://a.example/',
      jsonLd: { '@type': 'Product', name: '</script><b>' },
    });
    expect(html).toContain('"name":"\\u003c/script>\\u003cb>"');
  });

  it('refuses a template without the head marker', () => {
    expect(() => new HtmlDocument('<html><head></head></html>')).toThrow('marker');
  });
});
