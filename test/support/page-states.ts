import type { Page } from 'playwright-core';

/**
 * States a journey waits for after what it did, since a browser test waits for a state, never for a time: a sleep long
 * enough on a quiet machine is too short under load, and always too long otherwise.
 */

/** How close (px) the end of an infinite list may come to the window's bottom before the next page loads (use-infinite-posts.ts). */
const LOAD_AHEAD_PX = 800;

/**
 * The page has drawn two frames and then found itself with nothing left to do (requestIdleCallback): what the last
 * action set going has run, its handlers, the renders and effects after them and the requests those started. For a
 * journey that asserts something did not happen, this is the later moment that proves it would have by now.
 */
export async function pageAtRest(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve())))),
  );
}

/**
 * Scrolls the window to `y` (as far as the page goes) and waits until the page has handled it: the scroll event has
 * fired and two frames have been drawn since, so what reacts to scrolling (the masthead, the lists) has rendered.
 * Answers where the window is then.
 */
export async function scrollWindowTo(page: Page, y: number): Promise<number> {
  return page.evaluate(
    (target) =>
      new Promise<number>((resolve) => {
        const settled = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY)));
        const before = window.scrollY;
        window.scrollTo(0, target);
        if (window.scrollY === before) settled();
        else window.addEventListener('scroll', settled, { once: true });
      }),
    y,
  );
}

/**
 * Turns the mouse wheel by `deltaY` over the page, as a reader scrolls, and waits until the window has moved and come
 * to rest (the same place two frames running). Answers where the window is then.
 */
export async function wheelAndSettle(page: Page, deltaY: number): Promise<number> {
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, deltaY);
  await page.waitForFunction(
    ({ start, down }) => {
      const end = document.documentElement.scrollHeight - window.innerHeight;
      return window.scrollY !== start || (down ? window.scrollY >= end : window.scrollY <= 0);
    },
    { start: before, down: deltaY > 0 },
  );
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = window.scrollY;
        const next = () =>
          requestAnimationFrame(() => {
            if (window.scrollY === last) resolve(last);
            else {
              last = window.scrollY;
              next();
            }
          });
        next();
      }),
  );
}

/**
 * Scrolls an infinite list down, as a reader does, until it shows at least `atLeast` of the cards `cards` selects or
 * has ended. After each turn of the wheel it waits for the next page's cards (or the list's end) rather than a time.
 * Answers how many cards it shows.
 */
export async function scrollListUntil(page: Page, cards: string, atLeast = Infinity, maxPages = 20): Promise<number> {
  const shown = () => page.locator(cards).count();
  for (let turn = 0; turn < maxPages; turn += 1) {
    const count = await shown();
    if (count >= atLeast || (await page.locator('[data-list-end]').count()) > 0) return count;
    await page.mouse.wheel(0, 100_000);
    await page.waitForFunction(
      ({ selector, before }) => document.querySelectorAll(selector).length > before || document.querySelector('[data-list-end]') !== null,
      { selector: cards, before: count },
    );
  }
  return shown();
}

/**
 * The infinite list has what the window's place asks for: no page on its way, and its end more than the load-ahead
 * distance below the window (or reached), so no page will load until the reader scrolls on. Counting the cards is
 * then counting what the reader has.
 */
export async function listAtRest(page: Page): Promise<void> {
  await page.waitForFunction((ahead) => {
    const loading = [...document.querySelectorAll('[role="status"]')].some((element) => element.textContent === 'Loading more gifts…');
    if (loading) return false;
    if (document.querySelector('[data-list-end]')) return true;
    // The list's end marker: the sentinel below its cards (a CSS-module class, so matched by its name).
    const end = document.querySelector('[class*="sentinel"]');
    return end !== null && end.getBoundingClientRect().top - window.innerHeight >= ahead;
  }, LOAD_AHEAD_PX);
}
