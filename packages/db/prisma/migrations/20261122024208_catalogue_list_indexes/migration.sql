-- DropIndex
DROP INDEX "posts_status_clicks_all_idx";

-- DropIndex
DROP INDEX "posts_status_clicks_score_amazon_available_idx";

-- DropIndex
DROP INDEX "posts_status_clicks_score_month_idx";

-- DropIndex
DROP INDEX "posts_status_clicks_score_week_idx";

-- DropIndex
DROP INDEX "posts_status_instagram_published_at_idx";

-- DropIndex
DROP INDEX "posts_status_price_idx";

-- DropIndex
DROP INDEX "posts_status_published_at_idx";

-- DropIndex
DROP INDEX "posts_status_random_key_idx";

-- CreateIndex
CREATE INDEX "posts_listed_new_idx" ON "posts"("published_at" DESC, "id" DESC) WHERE (status = 'published' AND type = 'post');

-- CreateIndex
CREATE INDEX "posts_listed_instagram_idx" ON "posts"("published_at" DESC, "id" DESC) WHERE (status = 'published' AND type = 'post' AND instagram);

-- CreateIndex
CREATE INDEX "posts_listed_popular_idx" ON "posts"("clicks_score_amazon_available" DESC, "id" DESC) WHERE (status = 'published' AND type = 'post');

-- CreateIndex
CREATE INDEX "posts_listed_clicks_all_idx" ON "posts"("clicks_all" DESC, "id" DESC) WHERE (status = 'published' AND type = 'post');

-- CreateIndex
CREATE INDEX "posts_listed_week_idx" ON "posts"("clicks_score_week" DESC, "id" DESC) WHERE (status = 'published' AND type = 'post');

-- CreateIndex
CREATE INDEX "posts_listed_month_idx" ON "posts"("clicks_score_month" DESC, "id" DESC) WHERE (status = 'published' AND type = 'post');

-- CreateIndex
CREATE INDEX "posts_listed_price_idx" ON "posts"("price", "id") WHERE (status = 'published' AND type = 'post' AND price IS NOT NULL);

-- CreateIndex
CREATE INDEX "posts_listed_random_idx" ON "posts"("random_key", "id") WHERE (status = 'published' AND type = 'post');

-- Hand-written: search admits a product name with a letter or two wrong. pg_trgm's `<%` operator reads
-- this threshold (default 0.6, too strict for one typo in a short word) and can still use the trigram
-- index; set for the database so every connection has it without a round trip per search.
DO $$
BEGIN
  EXECUTE format('ALTER DATABASE %I SET pg_trgm.word_similarity_threshold = 0.4', current_database());
END
$$;
