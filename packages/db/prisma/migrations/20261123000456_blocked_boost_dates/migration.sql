-- Dates no boost can be booked on (spec section 5: "a blocked date (a list of late-2017 dates, exact values not
-- shown)"). The spec does not give the list, so it is recreated as Christmas week, December 25-31: the week after
-- the December 1-24 season, when a boosted gift would arrive too late. 2017 is the spec's year; 2026 and 2027 are the
-- Christmas weeks inside the booking window (a year ahead) when the boosts shipped. Staff add later ones by hand.
INSERT INTO "blocked_boost_dates" ("date", "reason")
SELECT make_date(y, 12, 25) + n, 'Christmas week'
FROM unnest(ARRAY[2017, 2026, 2027]) AS y, generate_series(0, 6) AS n
ON CONFLICT ("date") DO NOTHING;
