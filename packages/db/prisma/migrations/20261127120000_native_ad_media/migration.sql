-- A native ad carries what its creative shows: a GIF is its image, an embed's sanitized player is kept here.
ALTER TABLE "native_ads" ADD COLUMN "embed" TEXT;
