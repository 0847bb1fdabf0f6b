-- The campaign rollup of 005 (campaign_hourly) is dropped, with the view that fed it from every insert into events.
-- Measured at 100 million events (README, bench:analytics), the advertiser dashboard is faster from the campaign's
-- own range of ad_events, sorted by campaign and read with FINAL, than from merging the same facts' ids out of
-- campaign_hourly, one read at a time and under load; and feeding it cost every insert a second aggregation.
-- The debug record's rollup (post_day_facts) stays.
DROP VIEW IF EXISTS campaign_hourly_mv;
DROP TABLE IF EXISTS campaign_hourly;
