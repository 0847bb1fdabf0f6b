-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "discount_token" TEXT;
