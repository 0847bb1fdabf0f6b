-- Mature gifts (adult gag gifts): lists, gift guides, search, related items and sitemaps leave a post flagged nsfw out
-- unless the visitor has asked to see mature gifts (?nsfw=1); the post's own page still answers, behind an interstitial.
-- The lists filter it beside their partial sort indexes: a handful of flagged posts costs a walk nothing measurable.

-- AlterTable
ALTER TABLE "posts" ADD COLUMN "nsfw" BOOLEAN NOT NULL DEFAULT false;
