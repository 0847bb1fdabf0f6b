-- Rollups the advertiser dashboard and the staff debug record read instead of scanning the raw facts with FINAL:
-- per campaign per hour (campaign_hourly) and per post per day (post_day_facts), each filled by a materialized view
-- from every insert into events, so a fact counts in them as soon as it is stored.
--
-- Exactly once: a rollup row does not hold a count but the set of the facts' event ids, as a uniqExact state
-- (AggregatingMergeTree). Inserts and background merges take the union of those sets, and a union is idempotent: a
-- fact redelivered by the event log, re-sent by a browser or inserted by two consumers in different batches adds an
-- id that is already there, so no count moves, whatever the batch boundaries, the process or the order. (A
-- SummingMergeTree would add the copy; insert deduplication tokens only catch a block sent again byte for byte; a
-- projection that checks ids before inserting races with a second consumer.) The price: 16 bytes per fact kept in
-- the rollups, and a read merges the ids of the facts it counts; no FINAL, and only the rows of one campaign or post.
-- Reads: uniqExactMerge(event_ids) grouped by the dimensions they need (packages/analytics/src/read-queries.ts).
CREATE TABLE IF NOT EXISTS campaign_hourly
(
    campaign_id  UInt64,
    traffic      LowCardinality(String),
    hour         DateTime('UTC'),
    type         LowCardinality(String),
    event_ids    AggregateFunction(uniqExact, UUID)
)
ENGINE = AggregatingMergeTree
PARTITION BY toYYYYMM(hour)
ORDER BY (campaign_id, traffic, hour, type);

CREATE MATERIALIZED VIEW IF NOT EXISTS campaign_hourly_mv TO campaign_hourly AS
SELECT campaign_id, traffic, toStartOfHour(occurred_at) AS hour, type, uniqExactState(event_id) AS event_ids
FROM events
WHERE ad_id > 0
GROUP BY campaign_id, traffic, hour, type;

CREATE TABLE IF NOT EXISTS post_day_facts
(
    post_id      UInt64,
    traffic      LowCardinality(String),
    day          Date,
    type         LowCardinality(String),
    surface      LowCardinality(String),
    device       LowCardinality(String),
    event_ids    AggregateFunction(uniqExact, UUID)
)
ENGINE = AggregatingMergeTree
PARTITION BY toYYYYMM(day)
ORDER BY (post_id, traffic, day, type, surface, device);

CREATE MATERIALIZED VIEW IF NOT EXISTS post_day_facts_mv TO post_day_facts AS
SELECT post_id, traffic, toDate(occurred_at) AS day, type, surface, device, uniqExactState(event_id) AS event_ids
FROM events
WHERE type IN ('post.impression', 'post.click')
GROUP BY post_id, traffic, day, type, surface, device;

-- The facts stored before the views existed. A fact the views already took in while this runs is a union with
-- itself, so the backfill cannot count anything twice.
INSERT INTO campaign_hourly
SELECT campaign_id, traffic, toStartOfHour(occurred_at) AS hour, type, uniqExactState(event_id) AS event_ids
FROM events
WHERE ad_id > 0
GROUP BY campaign_id, traffic, hour, type;

INSERT INTO post_day_facts
SELECT post_id, traffic, toDate(occurred_at) AS day, type, surface, device, uniqExactState(event_id) AS event_ids
FROM events
WHERE type IN ('post.impression', 'post.click')
GROUP BY post_id, traffic, day, type, surface, device;
