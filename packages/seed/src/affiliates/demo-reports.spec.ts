import { AFFILIATE_PROGRAMS, parseAffiliateReport, parseSiteSubtag, sortCodeOf } from '@emberhold/contracts';
import { demoAffiliateReports, type DemoReportTag } from './demo-reports';
import { demoSubtagVisits } from './demo-visits';

const now = new Date('2026-11-26T00:00:00.000Z');
const siteTags: DemoReportTag[] = (['us', 'uk', 'ca'] as const).map((program) => ({ tag: AFFILIATE_PROGRAMS[program].tag, program, sinceMonthsBack: 12 }));
const tags: DemoReportTag[] = [...siteTags, { tag: 'emberholdreader-20', program: 'us', sinceMonthsBack: 12 }, { tag: 'emberholdpartner-20', program: 'us', sinceMonthsBack: 6 }];

describe('demo affiliate report files', () => {
  const files = demoAffiliateReports(now, tags);
  const reports = files.map((file) => parseAffiliateReport(file.content, { program: file.program, fileName: file.fileName }));
  const rows = reports.flatMap((report) => report.rows.map((row) => ({ ...row, program: report.program })));

  it('are the same files for the same day, in both of the retailer layouts, each parsed whole', () => {
    expect(demoAffiliateReports(now, tags)).toEqual(files);
    expect(new Set(files.map((file) => file.layout))).toEqual(new Set(['csv-title', 'tsv']));
    expect(reports.map((report) => report.currency)).toEqual(files.map((file) => AFFILIATE_PROGRAMS[file.program].currency));
    expect(new Set(reports.map((report) => report.grain))).toEqual(new Set(['month', 'day']));
  });

  it('cover every tag monthly or daily from twelve months back to last month, each month once, from when the tag was given', () => {
    const months = (tag: string) => [...new Set(rows.filter((row) => row.tag === tag).map((row) => row.period.slice(0, 7)))].sort();
    expect(months('emberhold-20')).toEqual([
      '2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10',
    ]);
    expect(months('emberhold0c-20')).toHaveLength(12);
    expect(months('emberholdpartner-20')).toEqual(['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10']);
    // A month is either in a monthly file or in daily rows, never both.
    for (const tag of tags) {
      const grains = new Map<string, Set<string>>();
      for (const row of rows.filter((candidate) => candidate.tag === tag.tag)) {
        grains.set(row.period.slice(0, 7), (grains.get(row.period.slice(0, 7)) ?? new Set()).add(row.grain));
      }
      expect([...grains.values()].every((set) => set.size === 1)).toBe(true);
    }
  });

  it('carry plausible figures: ordered >= shipped >= returned, commission 3-5% of revenue, more for the site than an affiliate', () => {
    for (const row of rows) {
      expect(row.shipped_units).toBeLessThanOrEqual(row.ordered_units);
      expect(row.returned_units).toBeLessThanOrEqual(row.shipped_units);
      if (Number(row.sales_amount) >= 10) {
        expect(Number(row.commission) / Number(row.sales_amount)).toBeGreaterThan(0.029);
        expect(Number(row.commission) / Number(row.sales_amount)).toBeLessThan(0.051);
      }
    }
    const clicks = (tag: string) => rows.filter((row) => row.tag === tag).reduce((sum, row) => sum + row.clicks, 0);
    expect(clicks('emberhold-20')).toBeGreaterThan(10 * clicks('emberholdreader-20'));
  });

  it("name the seeded visits' subtags on the site's own tags, with the sort code of the list the visit clicked from", () => {
    const visits = new Map(demoSubtagVisits(now).map((visit) => [visit.visitSubtag, visit]));
    const tagged = rows.filter((row) => row.subtag !== '');
    expect(tagged.length).toBeGreaterThan(visits.size);
    for (const row of tagged) {
      expect(row.tag).toBe(AFFILIATE_PROGRAMS[row.program].tag);
      const parsed = parseSiteSubtag(row.subtag);
      expect(parsed).not.toBeNull();
      if (parsed!.visitSubtag === null) continue;
      const visit = visits.get(parsed!.visitSubtag)!;
      expect([visit.program, visit.day, sortCodeOf(visit.sort)]).toEqual([row.program, row.period, parsed!.sortCode]);
    }
    expect(new Set(tagged.map((row) => parseSiteSubtag(row.subtag)!.visitSubtag)).size).toBe(visits.size + 1);
  });
});
