-- The retailer's affiliate report rows, one per `affiliate.earnings.reported` fact, filled from every insert into
-- events. A row is known by its import and its place in the report: (program, tag, grain, period, import_id, subtag).
-- A replayed import re-sends the same rows, so ReplacingMergeTree keeps one of each; exact reads use FINAL.
-- A report's figures for a (program, tag, grain, period) come from the newest import that has that slice
-- (packages/analytics/src/affiliate-queries.ts), so a re-import or a corrected file replaces figures, never adds.
CREATE TABLE IF NOT EXISTS affiliate_earnings
(
    event_id       UUID,
    import_id      UInt64,
    program        LowCardinality(String),
    tag            String,
    grain          LowCardinality(String),
    period         Date,
    subtag         String,
    clicks         UInt64,
    ordered_units  UInt64,
    shipped_units  UInt64,
    returned_units UInt64,
    sales_amount   Decimal(18, 2),
    commission     Decimal(18, 2),
    currency       LowCardinality(String),
    post_id        UInt64,
    sort_code      UInt16,
    reported_at    DateTime64(3, 'UTC')
)
ENGINE = ReplacingMergeTree
ORDER BY (program, tag, grain, period, import_id, subtag);

CREATE MATERIALIZED VIEW IF NOT EXISTS affiliate_earnings_mv TO affiliate_earnings AS
SELECT
    event_id,
    JSONExtractUInt(payload, 'import_id') AS import_id,
    JSONExtractString(payload, 'program') AS program,
    JSONExtractString(payload, 'tag') AS tag,
    JSONExtractString(payload, 'grain') AS grain,
    toDate(JSONExtractString(payload, 'period')) AS period,
    JSONExtractString(payload, 'subtag') AS subtag,
    JSONExtractUInt(payload, 'clicks') AS clicks,
    JSONExtractUInt(payload, 'ordered_units') AS ordered_units,
    JSONExtractUInt(payload, 'shipped_units') AS shipped_units,
    JSONExtractUInt(payload, 'returned_units') AS returned_units,
    toDecimal128(JSONExtractString(payload, 'sales_amount'), 2) AS sales_amount,
    toDecimal128(JSONExtractString(payload, 'commission'), 2) AS commission,
    JSONExtractString(payload, 'currency') AS currency,
    JSONExtractUInt(payload, 'post_id') AS post_id,
    toUInt16(JSONExtractUInt(payload, 'sort_code')) AS sort_code,
    received_at AS reported_at
FROM events
WHERE type = 'affiliate.earnings.reported';
