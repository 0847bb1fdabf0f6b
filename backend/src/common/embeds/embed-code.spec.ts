import { EMBED_REFUSED, sanitizeEmbed } from './embed-code';

describe('embed code', () => {
  it('keeps one player from an allowed provider, sized 100% by 100%, without handlers or styles', () => {
    const result = sanitizeEmbed(
      '<iframe width="560" height="315" src="https://www.youtube.com/embed/abc" title="Dice tower" allow="autoplay" allowfullscreen onload="alert(1)" style="border:9px"></iframe>',
    );
    expect(result.ok).toBe(true);
    const html = result.ok ? result.html : '';
    expect(html).toContain('src="https://www.youtube.com/embed/abc"');
    expect(html).toContain('width="100%"');
    expect(html).toContain('height="100%"');
    expect(html).toContain('title="Dice tower"');
    expect(html).not.toMatch(/onload|style|560|315/);
  });

  it('drops scripts, other tags, text and a second player', () => {
    const result = sanitizeEmbed(
      'Watch! <script>alert(1)</script><b>x</b><iframe src="https://player.vimeo.com/video/1"></iframe><iframe src="https://player.vimeo.com/video/2"></iframe>',
    );
    expect(result).toEqual({ ok: true, html: expect.stringMatching(/^<iframe src="https:\/\/player\.vimeo\.com\/video\/1"[^>]*><\/iframe>$/) });
  });

  it.each([
    ['another host', '<iframe src="https://evil.example/x"></iframe>'],
    ['a script URL', '<iframe src="javascript:alert(1)"></iframe>'],
    ['plain http', '<iframe src="http://www.youtube.com/embed/abc"></iframe>'],
    ['a look-alike host', '<iframe src="https://www.youtube.com.evil.example/embed/abc"></iframe>'],
    ['no player at all', '<blockquote class="tiktok-embed"></blockquote><script src="https://www.tiktok.com/embed.js"></script>'],
  ])('refuses %s with the providers it takes', (_case, code) => {
    expect(sanitizeEmbed(code)).toEqual({ ok: false, reason: EMBED_REFUSED });
  });

  it('refuses code longer than the limit', () => {
    expect(sanitizeEmbed(`<iframe src="https://player.vimeo.com/video/1" title="${'x'.repeat(5000)}"></iframe>`).ok).toBe(false);
  });
});
