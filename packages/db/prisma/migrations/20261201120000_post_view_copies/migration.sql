-- A page of posts read each post's gallery and gift guides with two subqueries a post (an index scan, an aggregate
-- and a sort each): 48 of them for a list page of 24, close to half of the statement's time in Postgres (pgbench on
-- the popular list's page statement at 100,000 posts: 0.46 ms a page, 0.26 ms reading copies instead). Each post now
-- carries a copy of both, in the form the page reads: its gallery as [{src, width, height}] in position order, and its
-- guide ids in position order.
--
-- The copies are kept in step by the triggers below, once per statement that writes pictures or guide memberships,
-- in the writer's transaction, so no writer has to know about them. Each first locks the posts it refreshes (in id
-- order), so its read of their pictures or guides is taken after any other writer of the same posts has committed:
-- two editors adding pictures to one post at once both see theirs kept. Prisma ignores triggers and functions when
-- diffing.

-- AlterTable
ALTER TABLE "posts" ADD COLUMN     "category_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "gallery" JSON NOT NULL DEFAULT '[]';

-- The gallery copy of each post named, read again from post_images.
CREATE FUNCTION "posts_copy_gallery"(post_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM posts WHERE id = ANY (post_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE posts p
    SET gallery = COALESCE((SELECT json_agg(json_build_object('src', i.src, 'width', i.width, 'height', i.height) ORDER BY i.position, i.id)
                            FROM post_images i WHERE i.post_id = p.id), '[]'::json)
    WHERE p.id = ANY (post_ids);
END $$;

-- The guide ids copy of each post named, read again from post_categories.
CREATE FUNCTION "posts_copy_category_ids"(post_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM posts WHERE id = ANY (post_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE posts p
    SET category_ids = ARRAY(SELECT pc.category_id FROM post_categories pc WHERE pc.post_id = p.id ORDER BY pc.position, pc.category_id)
    WHERE p.id = ANY (post_ids);
END $$;

-- Pictures written: the galleries of the posts they belong (or belonged) to. Inserts and deletes (a seed's thousands
-- at once, a post's pictures replaced) refresh once per statement; an update of a copied column (a reorder, rare)
-- once per row, as Postgres allows transition tables on an update trigger only without a column list.
CREATE FUNCTION "post_images_copy_to_posts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM posts_copy_gallery(ARRAY(SELECT DISTINCT post_id FROM written));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM posts_copy_gallery(ARRAY(SELECT DISTINCT post_id FROM removed));
  ELSE
    PERFORM posts_copy_gallery(ARRAY[OLD.post_id, NEW.post_id]);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "post_images_copy_inserted" AFTER INSERT ON "post_images"
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION "post_images_copy_to_posts"();
CREATE TRIGGER "post_images_copy_deleted" AFTER DELETE ON "post_images"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "post_images_copy_to_posts"();
CREATE TRIGGER "post_images_copy_updated" AFTER UPDATE OF "post_id", "src", "width", "height", "position" ON "post_images"
  FOR EACH ROW
  WHEN (OLD.post_id IS DISTINCT FROM NEW.post_id OR OLD.src IS DISTINCT FROM NEW.src OR OLD.width IS DISTINCT FROM NEW.width
        OR OLD.height IS DISTINCT FROM NEW.height OR OLD.position IS DISTINCT FROM NEW.position)
  EXECUTE FUNCTION "post_images_copy_to_posts"();

-- Guide memberships written: the guide ids of the posts they belong (or belonged) to, the same way. An update that
-- changes only the related-items copies (posts_copy_to_categories, on every score change) refreshes nothing.
CREATE FUNCTION "post_categories_copy_to_posts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM posts_copy_category_ids(ARRAY(SELECT DISTINCT post_id FROM written));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM posts_copy_category_ids(ARRAY(SELECT DISTINCT post_id FROM removed));
  ELSE
    PERFORM posts_copy_category_ids(ARRAY[OLD.post_id, NEW.post_id]);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "post_categories_copy_inserted" AFTER INSERT ON "post_categories"
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION "post_categories_copy_to_posts"();
CREATE TRIGGER "post_categories_copy_deleted" AFTER DELETE ON "post_categories"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "post_categories_copy_to_posts"();
CREATE TRIGGER "post_categories_copy_updated" AFTER UPDATE OF "post_id", "category_id", "position" ON "post_categories"
  FOR EACH ROW
  WHEN (OLD.post_id IS DISTINCT FROM NEW.post_id OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.position IS DISTINCT FROM NEW.position)
  EXECUTE FUNCTION "post_categories_copy_to_posts"();

-- The copies of the posts there are.
UPDATE "posts" p
SET "gallery" = COALESCE((SELECT json_agg(json_build_object('src', i.src, 'width', i.width, 'height', i.height) ORDER BY i.position, i.id)
                          FROM "post_images" i WHERE i.post_id = p.id), '[]'::json),
    "category_ids" = ARRAY(SELECT pc.category_id FROM "post_categories" pc WHERE pc.post_id = p.id ORDER BY pc.position, pc.category_id);
