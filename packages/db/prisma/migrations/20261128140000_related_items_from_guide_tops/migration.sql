-- Related items read each of the post's gift guides in popularity order. They joined every member of the post's
-- guides to posts to count the guides shared and sort by popularity: at 100,000 posts a post in three large guides
-- joined 40,000 memberships and fetched 20,000 posts, 85-95 ms a read. Each membership now carries a copy of the
-- post's fields that related items read, and an index gives a guide's most popular listed members in order, so a read
-- takes the top of each guide (about 5 ms).
--
-- The copies are kept in step by the two triggers below, in the transaction that changes the post or the membership,
-- so no writer has to know about them. Prisma ignores triggers and functions when diffing.

-- AlterTable
ALTER TABLE "post_categories" ADD COLUMN "related_listed" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN "nsfw" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN "score" DOUBLE PRECISION NOT NULL DEFAULT 0;

UPDATE "post_categories" pc
SET "related_listed" = (p.status = 'published' AND p.type = 'post' AND p.display_related),
    "nsfw" = p.nsfw,
    "score" = p.clicks_score_amazon_available
FROM "posts" p
WHERE p.id = pc.post_id;

-- A new membership copies its post's fields.
CREATE FUNCTION "post_categories_copy_post"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.status = 'published' AND p.type = 'post' AND p.display_related, p.nsfw, p.clicks_score_amazon_available
    INTO NEW.related_listed, NEW.nsfw, NEW.score
    FROM posts p WHERE p.id = NEW.post_id;
  RETURN NEW;
END $$;
CREATE TRIGGER "post_categories_copy_post" BEFORE INSERT OR UPDATE OF "post_id" ON "post_categories"
  FOR EACH ROW EXECUTE FUNCTION "post_categories_copy_post"();

-- A post whose copied fields change updates its memberships (the score jobs write only the posts whose scores moved).
CREATE FUNCTION "posts_copy_to_categories"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE post_categories
    SET related_listed = (NEW.status = 'published' AND NEW.type = 'post' AND NEW.display_related),
        nsfw = NEW.nsfw,
        score = NEW.clicks_score_amazon_available
    WHERE post_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER "posts_copy_to_categories" AFTER UPDATE OF "status", "type", "display_related", "nsfw", "clicks_score_amazon_available" ON "posts"
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.type IS DISTINCT FROM NEW.type
        OR OLD.display_related IS DISTINCT FROM NEW.display_related OR OLD.nsfw IS DISTINCT FROM NEW.nsfw
        OR OLD.clicks_score_amazon_available IS DISTINCT FROM NEW.clicks_score_amazon_available)
  EXECUTE FUNCTION "posts_copy_to_categories"();

-- CreateIndex
CREATE INDEX "post_categories_related_idx" ON "post_categories"("category_id", "score" DESC, "post_id" DESC, "nsfw") WHERE related_listed;
