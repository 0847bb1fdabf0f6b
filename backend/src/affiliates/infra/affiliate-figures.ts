import { Inject, Injectable } from '@nestjs/common';
import { AFFILIATE_MONTHLY_SQL, SITE_CLICKS_BY_COUNTRY_MONTH_SQL } from '@emberhold/analytics';
import { affiliatePrograms, type AffiliateProgram } from '@emberhold/contracts';
import { ANALYTICS_STORE, type AnalyticsStore } from '@emberhold/platform';
import type { RetailerMonth } from '../domain/affiliate-report';

interface MonthlyRow {
  tag: string;
  program: string;
  year_month: string;
  retailer_clicks: string | number;
  ordered_units: string | number;
  shipped_units: string | number;
  returned_units: string | number;
  sales_amount: string;
  commission: string;
}

/** A tag's counted months, with the program its rows name. */
export interface TagMonths {
  program: AffiliateProgram | null;
  months: RetailerMonth[];
}

const KNOWN_TAGS_SQL = 'SELECT DISTINCT tag FROM affiliate_earnings ORDER BY tag';

const isProgram = (value: string): value is AffiliateProgram => (affiliatePrograms as readonly string[]).includes(value);

/**
 * The affiliate figures read exactly from ClickHouse on each call (FINAL, the counted rows of packages/analytics'
 * affiliate queries): the retailer's months per tag, and the site's own outbound clicks per country and month. Every
 * value is a bound parameter. Nothing is cached: a report is personal, and an import's figures show once projected.
 */
@Injectable()
export class AffiliateFigureReader {
  constructor(@Inject(ANALYTICS_STORE) private readonly analytics: AnalyticsStore) {}

  /** The months of each tag in `tags` that has any, or of every tag in ClickHouse when `tags` is empty. */
  async monthsByTag(tags: readonly string[]): Promise<Map<string, TagMonths>> {
    const rows = await this.analytics.query<MonthlyRow>(AFFILIATE_MONTHLY_SQL, { tags: [...tags] });
    const byTag = new Map<string, TagMonths>();
    for (const row of rows) {
      const entry = byTag.get(row.tag) ?? { program: isProgram(row.program) ? row.program : null, months: [] };
      // ClickHouse sends UInt64 sums as strings in JSON; unit counts fit a double.
      entry.months.push({
        year_month: row.year_month,
        retailer_clicks: Number(row.retailer_clicks),
        ordered_units: Number(row.ordered_units),
        shipped_units: Number(row.shipped_units),
        returned_units: Number(row.returned_units),
        sales_amount: String(row.sales_amount),
        commission: String(row.commission),
      });
      byTag.set(row.tag, entry);
    }
    return byTag;
  }

  /** Every tag ClickHouse has earnings rows of. */
  async knownTags(): Promise<string[]> {
    const rows = await this.analytics.query<{ tag: string }>(KNOWN_TAGS_SQL);
    return rows.map((row) => row.tag);
  }

  /** People's outbound post clicks per program (the visitor's country) and month (YYYY-MM), from `fromMonth` on. */
  async siteClicks(fromMonth: string): Promise<Map<AffiliateProgram, Map<string, number>>> {
    const rows = await this.analytics.query<{ country: string; year_month: string; clicks: string | number }>(SITE_CLICKS_BY_COUNTRY_MONTH_SQL, { from: `${fromMonth}-01` });
    const byProgram = new Map<AffiliateProgram, Map<string, number>>();
    for (const row of rows) {
      if (!isProgram(row.country)) continue;
      const months = byProgram.get(row.country) ?? new Map<string, number>();
      months.set(row.year_month, Number(row.clicks));
      byProgram.set(row.country, months);
    }
    return byProgram;
  }
}
