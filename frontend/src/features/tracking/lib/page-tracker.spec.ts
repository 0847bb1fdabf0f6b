import type { TrackingRequest } from '@emberhold/contracts';
import { NativeAdTracker } from './native-ad-tracker';
import { IMPRESSION_CHECK_MS, startPageTracker } from './page-tracker';
import { TrackingQueue, type Timers } from './tracking-queue';

/** Just enough of the DOM for the tracker (the unit specs run in Node, without a DOM). */
class FakeElement {
  parent: FakeElement | null = null;
  dataset: Record<string, string> = {};
  rect = { top: 0, left: 0, bottom: 0, right: 0 };
  private url: URL | null = null;

  constructor(readonly tag: string) {}

  get href(): string {
    return this.url?.href ?? '';
  }
  set href(value: string) {
    this.url = new URL(value, 'https://emberhold.test/');
  }
  get origin(): string {
    return this.url?.origin ?? '';
  }
  get protocol(): string {
    return this.url?.protocol ?? '';
  }
  getBoundingClientRect() {
    return this.rect;
  }
  closest(selector: string): FakeElement | null {
    return this.matches(selector) ? this : (this.parent?.closest(selector) ?? null);
  }
  private matches(selector: string): boolean {
    if (selector === '[data-track]') return this.dataset.track !== undefined;
    if (selector === 'a[href]') return this.tag === 'a' && this.url !== null;
    throw new Error(`selector not faked: ${selector}`);
  }
}

type Listener = (event: { type: string; target: unknown; button: number }) => void;

class FakeTarget {
  readonly listeners = new Map<string, Listener>();
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, listener);
  }
  removeEventListener(type: string) {
    this.listeners.delete(type);
  }
  fire(type: string, target: unknown = null, button = 0) {
    this.listeners.get(type)?.({ type, target, button });
  }
}

class FakeDocument extends FakeTarget {
  visibilityState: 'visible' | 'hidden' = 'visible';
  elements: FakeElement[] = [];
  querySelectorAll(selector: string) {
    if (selector !== '[data-track]') throw new Error(`selector not faked: ${selector}`);
    return this.elements.filter((el) => el.dataset.track !== undefined);
  }
}

class FakeWindow extends FakeTarget {
  innerWidth = 1280;
  innerHeight = 800;
  location = { origin: 'https://emberhold.test' };
  tick: (() => void) | null = null;
  setInterval(run: () => void) {
    this.tick = run;
    return 1;
  }
  clearInterval() {
    this.tick = null;
  }
}

const noTimers: Timers = { setTimeout: () => 0, clearTimeout: () => undefined };

function setup(subtag: string | null = 'g1a2b3c4') {
  Object.assign(globalThis, { Element: FakeElement });
  const doc = new FakeDocument();
  const win = new FakeWindow();
  const sent: { url: string; body: unknown; urgent: boolean }[] = [];
  const queue = new TrackingQueue({
    sessionId: () => 'session1234',
    send: async (request: TrackingRequest, { urgent }) => {
      sent.push({ url: '/api/user/tracking', body: request, urgent });
      return true;
    },
    timers: noTimers,
  });
  const ads = new NativeAdTracker({
    sessionId: () => 'session1234',
    sendImpression: (body, { urgent }) => sent.push({ url: 'ad-impression', body, urgent }),
    sendClick: (body) => sent.push({ url: 'ad-click', body, urgent: true }),
  });
  const stop = startPageTracker({ document: doc as unknown as Document, window: win as unknown as Window, queue, ads, subtag: () => subtag });
  const add = (tag: string, data: Record<string, string>, rect = { top: 0, left: 0, bottom: 300, right: 300 }, parent: FakeElement | null = null) => {
    const el = new FakeElement(tag);
    el.dataset = data;
    el.rect = rect;
    el.parent = parent;
    doc.elements.push(el);
    return el;
  };
  const link = (parent: FakeElement | null, href: string) => {
    const a = new FakeElement('a');
    a.href = href;
    a.parent = parent;
    return a;
  };
  return { doc, win, sent, queue, stop, add, link };
}

describe('page tracker', () => {
  it('checks every 250 ms for tracked elements at least half in view', () => {
    const { win, queue, add } = setup();
    expect(IMPRESSION_CHECK_MS).toBe(250);
    add('article', { track: 'list', postId: '1', sort: 'new', page: '1', position: '1' });
    add('article', { track: 'list', postId: '2', sort: 'new', page: '1', position: '2' }, { top: 700, left: 0, bottom: 1000, right: 300 });
    win.tick!();
    expect(queue.wasSeen({ kind: 'post', surface: 'list', id: 1 })).toBe(true);
    expect(queue.wasSeen({ kind: 'post', surface: 'list', id: 2 })).toBe(false);
  });

  it('counts nothing while the tab is hidden', () => {
    const { doc, win, queue, add } = setup();
    add('article', { track: 'postpage', postId: '1' });
    doc.visibilityState = 'hidden';
    win.tick!();
    expect(queue.wasSeen({ kind: 'post', surface: 'postpage', id: 1 })).toBe(false);
  });

  it('sends a native ad impression once per offer as soon as it is seen', () => {
    const { win, sent, add } = setup();
    add('article', { track: 'native-ad', adId: '3', offer: 'o1' });
    win.tick!();
    win.tick!();
    expect(sent).toEqual([{ url: 'ad-impression', body: { ad_id: 3, offer: 'o1', session: 'session1234', sent_at: expect.any(Number) }, urgent: false }]);
  });

  it('flushes the waiting impressions by beacon when the page hides or the tab is hidden', () => {
    const { doc, win, sent, add } = setup();
    add('article', { track: 'list', postId: '1' });
    win.tick!();
    win.fire('pagehide');
    expect(sent.map((s) => [(s.body as TrackingRequest).type, s.urgent])).toEqual([['impression', true]]);
    add('article', { track: 'list', postId: '2' });
    win.tick!();
    doc.visibilityState = 'hidden';
    doc.fire('visibilitychange');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.urgent).toBe(true);
  });

  it('sends a click on a post page Buy link at once and adds the subtag to its Amazon link', () => {
    const { doc, sent, add, link } = setup();
    const article = add('article', { track: 'postpage', postId: '9' });
    const buy = link(article, 'https://www.amazon.com/dp/B0X?tag=emberhold-20&ascsubtag=emb-1');
    doc.fire('click', buy);
    expect(buy.href).toBe('https://www.amazon.com/dp/B0X?tag=emberhold-20&ascsubtag=emb-1-g1a2b3c4');
    expect(sent.map((s) => [(s.body as TrackingRequest).type, s.urgent])).toEqual([
      ['impression-postpage', true],
      ['click-postpage', true],
    ]);
  });

  it('counts a list card opening its post page as the list click, with its place', () => {
    const { doc, sent, add, link } = setup();
    const card = add('article', { track: 'list', postId: '9', sort: 'new', page: '1', position: '2' });
    doc.fire('click', link(card, '/some-gift/'));
    expect(sent.at(-1)!.body).toMatchObject({ type: 'click', post_id: 9, sort: 'new', page: 1, position: 2 });
  });

  it('does not count a link on the post page that stays on the site as a click out', () => {
    const { doc, sent, add, link } = setup();
    const article = add('article', { track: 'postpage', postId: '9' });
    doc.fire('click', link(article, '/gifts/for-him/'));
    expect(sent.filter((s) => (s.body as TrackingRequest).type === 'click-postpage')).toHaveLength(0);
  });

  it('sends a list click with its place when a card link leaves the site', () => {
    const { doc, sent, add, link } = setup();
    const card = add('article', { track: 'list', postId: '9', sort: 'random', page: '3', position: '2' });
    const out = link(card, 'https://www.amazon.com/dp/B0X?ascsubtag=emb-4');
    doc.fire('click', out);
    expect(sent.at(-1)!.body).toMatchObject({ type: 'click', post_id: 9, sort: 'random', page: 3, position: 2 });
  });

  it('counts a click on the bottom banner and on a native ad, the ad once per offer', () => {
    const { doc, sent, add, link } = setup();
    const banner = add('aside', { track: 'bottom-banner', bannerId: '4' });
    doc.fire('click', link(banner, '/product-pitch'));
    const ad = add('article', { track: 'native-ad', adId: '3', offer: 'o1' });
    const adLink = link(ad, 'https://maker.example/item');
    doc.fire('click', adLink);
    doc.fire('click', adLink);
    expect(sent.filter((s) => s.url === 'ad-click' || (s.body as TrackingRequest).type === 'click-bottom-banner').map((s) => s.url)).toEqual([
      '/api/user/tracking',
      'ad-click',
    ]);
  });

  it('adds the subtag to any Amazon link opened with the middle button or from the context menu, without counting a click for it', () => {
    const { doc, sent, link } = setup();
    const loose = link(null, 'https://www.amazon.co.uk/dp/B0X?ascsubtag=emb-5');
    doc.fire('contextmenu', loose, 2);
    expect(loose.href).toBe('https://www.amazon.co.uk/dp/B0X?ascsubtag=emb-5-g1a2b3c4');
    const other = link(null, 'https://www.amazon.ca/dp/B0Y?ascsubtag=emb-2');
    doc.fire('auxclick', other, 2);
    expect(other.href).toBe('https://www.amazon.ca/dp/B0Y?ascsubtag=emb-2');
    doc.fire('auxclick', other, 1);
    expect(other.href).toBe('https://www.amazon.ca/dp/B0Y?ascsubtag=emb-2-g1a2b3c4');
    expect(sent).toHaveLength(0);
  });

  it('leaves links alone until the subtag is known', () => {
    const { doc, link } = setup(null);
    const out = link(null, 'https://www.amazon.com/dp/B0X?ascsubtag=emb-5');
    doc.fire('click', out);
    expect(out.href).toBe('https://www.amazon.com/dp/B0X?ascsubtag=emb-5');
  });

  it('stops checking and listening when stopped', () => {
    const { doc, win, stop } = setup();
    stop();
    expect(win.tick).toBeNull();
    expect(doc.listeners.size).toBe(0);
    expect(win.listeners.size).toBe(0);
  });
});
