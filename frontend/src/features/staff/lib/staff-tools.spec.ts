import { STAFF_TOOLS, toolsByArea } from './staff-tools';

describe('the staff tools by area', () => {
  it('groups the tools under their areas in the areas’ order, keeping each area’s own order', () => {
    expect(toolsByArea().map((area) => [area.id, area.tools.map((tool) => tool.name)])).toEqual([
      ['advertising', ['Approve ads', 'All campaigns', 'Dropoffs and discounts', 'Edit ads and convert to boosts', 'Boost checklist and calendar', 'Promo emails']],
      ['editorial', ['Debug panel', 'Purge cached pages', 'Submissions switch', 'Editorial feature', 'Pitch queue', 'Unlisted content']],
      ['reports', ['Affiliate earnings', 'Advertiser funnel', 'Staff activity', 'Event store queries']],
    ]);
  });

  it('leaves out an area with no tools yet', () => {
    expect(toolsByArea(STAFF_TOOLS.filter((tool) => tool.area !== 'editorial')).map((area) => area.id)).toEqual(['advertising', 'reports']);
  });
});
