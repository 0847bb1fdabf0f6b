-- The bottom banner's own id (banner.impression / banner.click).
ALTER TABLE events ADD COLUMN IF NOT EXISTS banner_id UInt64 DEFAULT 0 AFTER campaign_id;

-- Native-ad facts by campaign, in the order the advertiser dashboard reads them (one campaign, a time range).
-- Filled from every insert into events; a redelivered or re-sent fact has the same event_id and sorting key, so
-- ReplacingMergeTree keeps one: exact reads use FINAL.
CREATE TABLE IF NOT EXISTS ad_events
(
    event_id     UUID,
    type         LowCardinality(String),
    occurred_at  DateTime64(3, 'UTC'),
    campaign_id  UInt64,
    ad_id        UInt64,
    traffic      LowCardinality(String),
    device       LowCardinality(String),
    country      LowCardinality(String),
    session_id   String
)
ENGINE = ReplacingMergeTree
PARTITION BY toYYYYMM(occurred_at)
ORDER BY (campaign_id, ad_id, occurred_at, event_id);

CREATE MATERIALIZED VIEW IF NOT EXISTS ad_events_mv TO ad_events AS
SELECT event_id, type, occurred_at, campaign_id, ad_id, traffic, device, country, session_id
FROM events
WHERE ad_id > 0;
