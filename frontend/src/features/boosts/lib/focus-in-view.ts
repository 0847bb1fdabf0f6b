/**
 * Moves focus to what a step of the page put in place (its heading, the thanks) and brings it into view below the
 * sticky masthead (the element's scroll-margin): after a long card form the page may be scrolled past a shorter step.
 */
export function focusInView(element: HTMLElement | null): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: 'nearest' });
}
