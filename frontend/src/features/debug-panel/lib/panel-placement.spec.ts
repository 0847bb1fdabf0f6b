import { PANEL_GAP, placePanel } from './panel-placement';

describe('where the debug panel goes', () => {
  const viewport = { width: 1280, height: 900 };
  const panel = { width: 280, height: 300 };

  it('sits to the right of the article, level with its top', () => {
    expect(placePanel({ top: 200, left: 40, right: 330, bottom: 700 }, panel, viewport)).toEqual({ top: 200, left: 330 + PANEL_GAP, side: 'right' });
  });

  it('sits to the left when the right has no room', () => {
    expect(placePanel({ top: 200, left: 960, right: 1250, bottom: 700 }, panel, viewport)).toEqual({ top: 200, left: 960 - PANEL_GAP - 280, side: 'left' });
  });

  it('stays inside the window when the article is partly scrolled away', () => {
    expect(placePanel({ top: -300, left: 40, right: 330, bottom: 200 }, panel, viewport).top).toBe(PANEL_GAP);
    expect(placePanel({ top: 850, left: 40, right: 330, bottom: 1350 }, panel, viewport).top).toBe(900 - 300 - PANEL_GAP);
  });

  it('goes to the bottom-left corner for an article too wide to sit beside', () => {
    expect(placePanel({ top: 100, left: 20, right: 1260, bottom: 1400 }, panel, viewport)).toEqual({ top: 900 - 300 - PANEL_GAP, left: PANEL_GAP, side: 'corner' });
  });
});
