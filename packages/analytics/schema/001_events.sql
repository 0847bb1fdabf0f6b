-- Every fact the site records, one row per event envelope. Redelivered events carry the same event_id and the
-- same sorting key, so ReplacingMergeTree keeps one of them; exact reads use FINAL or aggregate by event_id.
CREATE TABLE IF NOT EXISTS events
(
    event_id     UUID,
    type         LowCardinality(String),
    version      UInt16,
    occurred_at  DateTime64(3, 'UTC'),
    received_at  DateTime64(3, 'UTC'),
    session_id   String,
    user_id      UInt64 DEFAULT 0,
    country      LowCardinality(String),
    device       LowCardinality(String),
    post_id      UInt64 DEFAULT 0,
    ad_id        UInt64 DEFAULT 0,
    campaign_id  UInt64 DEFAULT 0,
    surface      LowCardinality(String) DEFAULT '',
    sort         LowCardinality(String) DEFAULT '',
    page         UInt16 DEFAULT 0,
    position     UInt16 DEFAULT 0,
    -- traffic that must never reach advertiser figures (bots, staff, internal) is kept, but flagged
    traffic      LowCardinality(String) DEFAULT 'human',
    payload      String,
    source_topic LowCardinality(String) DEFAULT '',
    source_partition UInt32 DEFAULT 0,
    source_offset UInt64 DEFAULT 0
)
ENGINE = ReplacingMergeTree
PARTITION BY toYYYYMM(occurred_at)
ORDER BY (type, post_id, occurred_at, event_id);
