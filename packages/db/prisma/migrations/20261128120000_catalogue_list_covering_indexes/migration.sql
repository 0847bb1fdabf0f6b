-- The list sort indexes carry each post's nsfw flag as a last key column, so that a list page, and the offset before
-- it, is an index-only walk: a visitor's list leaves mature gifts out (NOT nsfw), which until now fetched every post
-- the walk passed from the table. At 100,000 posts an offset of 24,000 (page 1,001) took 105 ms of fetches and takes
-- 3 ms from the index alone; page 40, 0.5 ms and 0.1 ms. A key column rather than INCLUDE, so schema.prisma declares
-- it: id is unique, so the flag after it never changes the order a page reads. The two score sorts that still read a
-- (status, score) index get a listed partial index like the others.

DROP INDEX "posts_listed_new_idx";
CREATE INDEX "posts_listed_new_idx" ON "posts"("published_at" DESC, "id" DESC, "nsfw") WHERE (status = 'published' AND type = 'post');

DROP INDEX "posts_listed_instagram_idx";
CREATE INDEX "posts_listed_instagram_idx" ON "posts"("published_at" DESC, "id" DESC, "nsfw") WHERE (status = 'published' AND type = 'post' AND instagram);

-- Search walks this one for title matches in popularity order (the search_title_tier migration): it keeps title_vector.
DROP INDEX "posts_listed_popular_idx";
CREATE INDEX "posts_listed_popular_idx" ON "posts"("clicks_score_amazon_available" DESC, "id" DESC, "nsfw") INCLUDE ("title_vector") WHERE (status = 'published' AND type = 'post');

DROP INDEX "posts_listed_clicks_all_idx";
CREATE INDEX "posts_listed_clicks_all_idx" ON "posts"("clicks_all" DESC, "id" DESC, "nsfw") WHERE (status = 'published' AND type = 'post');

DROP INDEX "posts_listed_week_idx";
CREATE INDEX "posts_listed_week_idx" ON "posts"("clicks_score_week" DESC, "id" DESC, "nsfw") WHERE (status = 'published' AND type = 'post');

DROP INDEX "posts_listed_month_idx";
CREATE INDEX "posts_listed_month_idx" ON "posts"("clicks_score_month" DESC, "id" DESC, "nsfw") WHERE (status = 'published' AND type = 'post');

DROP INDEX "posts_listed_price_idx";
CREATE INDEX "posts_listed_price_idx" ON "posts"("price", "id", "nsfw") WHERE (status = 'published' AND type = 'post' AND price IS NOT NULL);

DROP INDEX "posts_listed_random_idx";
CREATE INDEX "posts_listed_random_idx" ON "posts"("random_key", "id", "nsfw") WHERE (status = 'published' AND type = 'post');

-- DropIndex
DROP INDEX "posts_status_earnings_score_idx";
DROP INDEX "posts_status_week_score_idx";

-- CreateIndex
CREATE INDEX "posts_listed_earnings_idx" ON "posts"("earnings_score" DESC, "id" DESC, "nsfw") WHERE (status = 'published' AND type = 'post');
CREATE INDEX "posts_listed_week_score_idx" ON "posts"("week_score" DESC, "id" DESC, "nsfw") WHERE (status = 'published' AND type = 'post');
