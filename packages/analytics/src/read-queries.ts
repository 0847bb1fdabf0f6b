/**
 * The read queries the product serves from ClickHouse, in one place for the API that runs them and the benchmarks
 * that time them. Exact: FINAL collapses facts delivered or sent more than once. Every value is a bound parameter.
 */

/** The surfaces whose impressions and clicks make a post's plain (list) figures. */
export const LIST_SURFACES = `('list', 'related', 'search')`;

/** A post's people-only impressions and clicks by surface and device (the staff debug record); parameter {post:UInt64}. */
export const POST_DEBUG_COUNTS_SQL = `
  SELECT
    countIf(type = 'post.click' AND surface IN ${LIST_SURFACES}) AS clicks,
    countIf(type = 'post.impression' AND surface IN ${LIST_SURFACES}) AS impressions,
    countIf(type = 'post.click' AND surface IN ${LIST_SURFACES} AND device = 'mobile') AS mobile_clicks,
    countIf(type = 'post.impression' AND surface IN ${LIST_SURFACES} AND device = 'mobile') AS mobile_impressions,
    countIf(type = 'post.click' AND surface = 'editorial') AS editorial_clicks,
    countIf(type = 'post.impression' AND surface = 'editorial') AS editorial_impressions,
    countIf(type = 'post.click' AND surface = 'editorial' AND device = 'mobile') AS mobile_editorial_clicks,
    countIf(type = 'post.impression' AND surface = 'editorial' AND device = 'mobile') AS mobile_editorial_impressions,
    countIf(type = 'post.click' AND surface = 'postpage') AS postpage_clicks,
    countIf(type = 'post.impression' AND surface = 'postpage') AS postpage_impressions,
    countIf(type = 'post.click' AND surface = 'postpage' AND device = 'mobile') AS mobile_postpage_clicks,
    countIf(type = 'post.impression' AND surface = 'postpage' AND device = 'mobile') AS mobile_postpage_impressions
  FROM events FINAL
  WHERE type IN ('post.impression', 'post.click') AND post_id = {post:UInt64} AND traffic = 'human'`;

/**
 * A campaign's billable figures per time bucket (the advertiser dashboard): impressions, clicks and saves of its
 * native ads by people, from its own range of ad_events. Parameters {campaign:UInt64}, {from:DateTime64(3)},
 * {to:DateTime64(3)}, {bucket:String} ('hour' or 'day').
 */
export const CAMPAIGN_METRICS_SQL = `
  SELECT
    toString(if({bucket:String} = 'hour', toStartOfHour(occurred_at), toStartOfDay(occurred_at))) AS bucket,
    countIf(type = 'native_ad.impression') AS impressions,
    countIf(type = 'native_ad.click') AS clicks,
    countIf(type = 'native_ad.saved') AS saves
  FROM ad_events FINAL
  WHERE campaign_id = {campaign:UInt64} AND traffic = 'human' AND occurred_at >= {from:DateTime64(3)} AND occurred_at < {to:DateTime64(3)}
  GROUP BY bucket
  ORDER BY bucket`;

/** The people-only native-ad counts every campaign figure is made of, over the rows a query selects. */
const AD_COUNTS = `
    countIf(type = 'native_ad.impression') AS impressions,
    countIf(type = 'native_ad.click') AS clicks,
    countIf(type = 'native_ad.saved') AS saves`;

/**
 * The lifetime figures of every campaign of a dashboard page in one read: impressions, clicks and saves of their
 * native ads by people. Parameter {ids:Array(UInt64)}; campaigns without facts have no row.
 */
export const CAMPAIGN_FIGURES_SQL = `
  SELECT campaign_id,${AD_COUNTS}
  FROM ad_events FINAL
  WHERE campaign_id IN {ids:Array(UInt64)} AND traffic = 'human'
  GROUP BY campaign_id`;

/**
 * The reference a campaign's expected clicks and saves are measured against: people's impressions, clicks and saves
 * of every campaign's native ads since {since:DateTime64(3)} (the dashboards use the last 30 days).
 */
export const NATIVE_AD_REFERENCE_SQL = `
  SELECT${AD_COUNTS}
  FROM ad_events FINAL
  WHERE campaign_id > 0 AND traffic = 'human' AND occurred_at >= {since:DateTime64(3)}`;

/**
 * A campaign's figures per native ad over a time range (the report by creative maps each ad to its creative).
 * Parameters {campaign:UInt64}, {from:DateTime64(3)}, {to:DateTime64(3)}.
 */
export const CAMPAIGN_FIGURES_BY_AD_SQL = `
  SELECT ad_id,${AD_COUNTS}
  FROM ad_events FINAL
  WHERE campaign_id = {campaign:UInt64} AND traffic = 'human' AND occurred_at >= {from:DateTime64(3)} AND occurred_at < {to:DateTime64(3)}
  GROUP BY ad_id
  ORDER BY ad_id`;
