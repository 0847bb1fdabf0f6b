import { embedPlayerSrc } from './native-ad-preview.embed';

describe('the player of embed code', () => {
  it('is the https src of its first iframe on an allowed host, entities decoded', () => {
    expect(embedPlayerSrc('<iframe width="560" src="https://www.youtube.com/embed/x?a=1&amp;b=2" onload="x()"></iframe>')).toBe('https://www.youtube.com/embed/x?a=1&b=2');
    expect(embedPlayerSrc("<IFRAME title='v' SRC='https://player.vimeo.com/video/1'></IFRAME>")).toBe('https://player.vimeo.com/video/1');
    expect(embedPlayerSrc('<iframe src=https://open.spotify.com/embed/track/1 width=300></iframe>')).toBe('https://open.spotify.com/embed/track/1');
  });

  it('is nothing for other hosts, http, javascript: or code without an iframe', () => {
    expect(embedPlayerSrc('<iframe src="https://evil.example/x"></iframe>')).toBeNull();
    expect(embedPlayerSrc('<iframe src="http://www.youtube.com/embed/x"></iframe>')).toBeNull();
    expect(embedPlayerSrc('<iframe src="javascript:alert(1)"></iframe>')).toBeNull();
    expect(embedPlayerSrc('<iframe data-src="https://www.youtube.com/embed/x"></iframe>')).toBeNull();
    expect(embedPlayerSrc('<script src="https://www.youtube.com/x.js"></script>')).toBeNull();
    expect(embedPlayerSrc('https://www.youtube.com/embed/x')).toBeNull();
    expect(embedPlayerSrc(null)).toBeNull();
  });
});
