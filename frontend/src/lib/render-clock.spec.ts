import { adoptPageRenderTime, pageHydrated, renderNow } from './render-clock';

describe('the clock of a first render', () => {
  afterEach(() => pageHydrated());

  it('reads the moment the server rendered the page until the page is hydrated, then the real clock', () => {
    const renderedAt = Date.now() - 5_000;
    adoptPageRenderTime(renderedAt);
    expect(renderNow()).toBe(renderedAt);
    pageHydrated();
    expect(renderNow()).toBeGreaterThanOrEqual(renderedAt + 5_000);
  });

  it('reads the real clock on a page the server did not render', () => {
    adoptPageRenderTime(undefined);
    const before = Date.now();
    expect(renderNow()).toBeGreaterThanOrEqual(before);
  });
});
