export interface Rect {
  top: number;
  left: number;
  right: number;
  bottom: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Placement {
  top: number;
  left: number;
  /** beside: next to the article, clear of it; corner: the article is too wide for that, so the panel sits low on the left. */
  side: 'right' | 'left' | 'corner';
}

/** Space kept between the panel and the article, and between the panel and the edges of the window. */
export const PANEL_GAP = 12;

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

/**
 * Where the panel goes for a hovered article: beside it (right first, then left), top-aligned with it and kept inside
 * the window, so it never covers the article it describes. An article too wide for either side (the post page) gets
 * the panel in the bottom-left corner of the window, over the gallery rather than the title, price and text.
 */
export function placePanel(article: Rect, panel: Size, viewport: Size): Placement {
  const top = clamp(article.top, PANEL_GAP, viewport.height - panel.height - PANEL_GAP);
  if (article.right + PANEL_GAP + panel.width <= viewport.width - PANEL_GAP) return { top, left: article.right + PANEL_GAP, side: 'right' };
  if (article.left - PANEL_GAP - panel.width >= PANEL_GAP) return { top, left: article.left - PANEL_GAP - panel.width, side: 'left' };
  return { top: Math.max(PANEL_GAP, viewport.height - panel.height - PANEL_GAP), left: PANEL_GAP, side: 'corner' };
}
