/**
 * The advertiser funnel read from ClickHouse `funnel.step` facts (payload {funnel_id, step, campaign_id}). Exact:
 * FINAL collapses facts delivered more than once. Every value is a bound parameter.
 */

/** One row per funnel step fact, with its funnel and step out of the payload. */
const FUNNEL_STEPS = `
    SELECT JSONExtractString(payload, 'funnel_id') AS funnel_id, JSONExtractString(payload, 'step') AS step, occurred_at, campaign_id
    FROM events FINAL
    WHERE type = 'funnel.step'`;

/**
 * Funnels that may be dropoffs: they left an email or activated an advertiser, never paid, and their last step was
 * before {cutoff:DateTime64(3)} and after {since:DateTime64(3)}. Per funnel: its steps, its last step's time (UTC,
 * 'YYYY-MM-DD hh:mm:ss.sss') and its campaign (0 for none).
 */
export const FUNNEL_DROPOFF_CANDIDATES_SQL = `
  SELECT funnel_id, groupUniqArray(step) AS steps, toString(max(occurred_at)) AS left_at, max(campaign_id) AS campaign_id
  FROM (${FUNNEL_STEPS} AND occurred_at >= {since:DateTime64(3)})
  WHERE funnel_id != ''
  GROUP BY funnel_id
  HAVING (has(steps, 'email_left') OR has(steps, 'advertiser_activated')) AND NOT has(steps, 'payment_succeeded')
     AND max(occurred_at) < {cutoff:DateTime64(3)}
  ORDER BY funnel_id`;

/**
 * The funnel report: funnels by the week (Monday, UTC) of their first step in [{from:Date}, {to:Date}), how far
 * each went (reached: 0 started, 1 creative saved, 2 advertiser activated, 3 payment started, 4 paid) and whether it
 * left an email. Facts are read from a little before {from}, so a funnel started earlier is not taken for a new one.
 */
export const FUNNEL_REPORT_SQL = `
  SELECT toString(week) AS week, reached, emailed, count() AS funnels
  FROM (
    SELECT funnel_id, toMonday(min(occurred_at)) AS week,
      max(multiIf(step = 'payment_succeeded', 4, step IN ('payment_started', 'payment_failed'), 3, step = 'advertiser_activated', 2, step = 'creative_saved', 1, 0)) AS reached,
      max(step = 'email_left') AS emailed
    FROM (${FUNNEL_STEPS} AND occurred_at >= toDateTime64({from:Date}, 3) - INTERVAL 30 DAY AND occurred_at < toDateTime64({to:Date}, 3))
    WHERE funnel_id != ''
    GROUP BY funnel_id
    HAVING week >= {from:Date} AND week < {to:Date}
  )
  GROUP BY week, reached, emailed
  ORDER BY week, reached, emailed`;
