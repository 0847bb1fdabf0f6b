-- The editorial queue: staff pitches and users' product submissions in one table, each worked into a published post
-- or rejected with a reason. Unlisted content keeps its sanitized embed code on the post.

-- CreateEnum
CREATE TYPE "pitch_status" AS ENUM ('pending', 'published', 'rejected');
CREATE TYPE "pitch_source" AS ENUM ('staff', 'user');

-- AlterTable
ALTER TABLE "pitch_posts"
    ADD COLUMN "source" "pitch_source" NOT NULL DEFAULT 'staff',
    ADD COLUMN "price" DECIMAL(10,2),
    ADD COLUMN "status" "pitch_status" NOT NULL DEFAULT 'pending',
    ADD COLUMN "reject_reason" TEXT,
    ADD COLUMN "post_id" INTEGER,
    ADD COLUMN "decided_by_id" INTEGER,
    ADD COLUMN "decided_at" TIMESTAMPTZ(3);

ALTER TABLE "posts" ADD COLUMN "embed" TEXT;

-- Users' submissions join the queue (their link is where the product is bought).
INSERT INTO "pitch_posts" ("created_by_id", "source", "title", "comments", "product_link", "price", "images", "status", "created_at")
SELECT "user_id", 'user', "title", "description", "link", "price",
       CASE WHEN "image" IS NULL THEN '[]'::jsonb ELSE jsonb_build_array("image") END,
       CASE "status" WHEN 'accepted' THEN 'published'::"pitch_status" WHEN 'rejected' THEN 'rejected'::"pitch_status" ELSE 'pending'::"pitch_status" END,
       "created_at"
FROM "product_submissions";

DROP TABLE "product_submissions";
DROP TYPE "submission_status";

-- DropIndex
DROP INDEX IF EXISTS "pitch_posts_priority_created_at_idx";

-- CreateIndex
CREATE INDEX "pitch_posts_status_priority_created_at_idx" ON "pitch_posts"("status", "priority" DESC, "created_at");

-- AddForeignKey
ALTER TABLE "pitch_posts" ADD CONSTRAINT "pitch_posts_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "posts"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "pitch_posts" ADD CONSTRAINT "pitch_posts_decided_by_id_fkey" FOREIGN KEY ("decided_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
