-- When ClickHouse stored each fact: the rollup jobs recompute exactly the days that received facts since their last
-- run, however late a fact arrives (a browser's clock, a paused consumer). Existing rows get it written now.
ALTER TABLE events ADD COLUMN IF NOT EXISTS inserted_at DateTime64(3, 'UTC') DEFAULT now64(3);
ALTER TABLE events MATERIALIZE COLUMN inserted_at;

-- People's impressions and clicks of each post per day on the list surfaces (lists, related items, search), the
-- input of the score columns the list sorts read. Recomputed whole for a day from events FINAL, so a row replaces
-- the previous version of itself: the newest computed_at wins.
CREATE TABLE IF NOT EXISTS post_daily
(
    post_id      UInt64,
    day          Date,
    impressions  UInt64,
    clicks       UInt64,
    computed_at  DateTime64(3, 'UTC')
)
ENGINE = ReplacingMergeTree(computed_at)
ORDER BY (post_id, day);

-- How far each rollup job has read: facts inserted before `inserted_before` are in its output.
CREATE TABLE IF NOT EXISTS rollup_state
(
    name             LowCardinality(String),
    inserted_before  DateTime64(3, 'UTC'),
    updated_at       DateTime64(3, 'UTC')
)
ENGINE = ReplacingMergeTree(updated_at)
ORDER BY name;
