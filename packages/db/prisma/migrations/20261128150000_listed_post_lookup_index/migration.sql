-- A gift guide's page in its default order (popular) either walks the popularity index and probes each post's guides
-- (a large guide), or reads the guide's members and then each member post's popularity, mature flag and price (a
-- small one). The second read each post from the table: at 100,000 posts a guide of 513 gifts took 21-28 ms in
-- Postgres, most of it fetching posts. Keyed by id and carrying those columns, this index answers it alone: 2-4 ms.
-- Key columns rather than INCLUDE, so schema.prisma declares it; id is unique, so the columns after it never change
-- its order.

-- CreateIndex
CREATE INDEX "posts_listed_lookup_idx" ON "posts"("id", "clicks_score_amazon_available", "nsfw", "price") WHERE (status = 'published' AND type = 'post');
