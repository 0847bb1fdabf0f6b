import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HtmlDocument, inlineStylesheets } from './html-document';

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

  const head = { title: 't', description: 'd', canonical: 'https://a.example/' };

  it('puts a server-rendered page in the root, marked for hydration, with the data it came from after it and its preloads in the head', () => {
    const html = new HtmlDocument(template).render(head, {
      html: '<main><h1>Dragon mug</h1></main>',
      head: '<link rel="preload" as="image" href="/media/mug.svg"/>',
      state: '{"queries":[]}',
      hydrate: true,
    });
    expect(html).toContain('<div id="root" data-ssr="hydrate"><main><h1>Dragon mug</h1></main></div><script type="application/json" id="emberhold-query-state">{"queries":[]}</script></body>');
    expect(html.indexOf('<link rel="preload" as="image" href="/media/mug.svg"/>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves a page the browser renders anew unmarked and without data, and an unrendered page an empty root', () => {
    const notFound = new HtmlDocument(template).render(head, { html: '<p>This path leads nowhere</p>', state: '{}', hydrate: false });
    expect(notFound).toContain('<div id="root"><p>This path leads nowhere</p></div></body>');
    expect(notFound).not.toContain('emberhold-query-state');
    expect(new HtmlDocument(template).render(head)).toContain('<div id="root"></div></body>');
  });

  it('inlines the site\'s stylesheets, leaving a missing one or one that could close its element as a link', () => {
    const site = mkdtempSync(join(tmpdir(), 'emberhold-site-'));
    mkdirSync(join(site, 'assets'));
    writeFileSync(join(site, 'assets', 'index-1.css'), 'body{color:#1a0f0b}');
    writeFileSync(join(site, 'assets', 'odd-2.css'), 'a::after{content:"</style>"}');
    const links = ['index-1', 'odd-2', 'gone-3'].map((name) => `<link rel="stylesheet" crossorigin href="/assets/${name}.css">`).join('');
    const html = inlineStylesheets(`<head>${links}</head>`, site);
    expect(html).toBe('<head><style>body{color:#1a0f0b}</style><link rel="stylesheet" crossorigin href="/assets/odd-2.css"><link rel="stylesheet" crossorigin href="/assets/gone-3.css"></head>');
  });
});
