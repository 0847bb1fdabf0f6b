-- AlterTable
ALTER TABLE "wishlist_boards" ADD COLUMN     "private" BOOLEAN NOT NULL DEFAULT false;
