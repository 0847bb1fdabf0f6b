-- The earnings figures move to ClickHouse (affiliate_earnings there, projected from the import events).
DROP TABLE "affiliate_earnings";

-- AlterTable
ALTER TABLE "affiliate_refs" ADD COLUMN     "program" VARCHAR(2) NOT NULL DEFAULT 'us';
ALTER TABLE "affiliate_refs" ADD CONSTRAINT "affiliate_refs_program_check" CHECK ("program" IN ('us', 'uk', 'ca'));

-- AlterTable
ALTER TABLE "affiliate_payments" ADD COLUMN     "created_by_id" INTEGER,
ADD COLUMN     "currency" VARCHAR(3) NOT NULL DEFAULT 'USD',
ADD COLUMN     "void_reason" TEXT,
ADD COLUMN     "voided_at" TIMESTAMPTZ(3),
ADD COLUMN     "voided_by_id" INTEGER;
ALTER TABLE "affiliate_payments" ADD CONSTRAINT "affiliate_payments_amount_check" CHECK ("amount" > 0);
ALTER TABLE "affiliate_payments" ADD CONSTRAINT "affiliate_payments_currency_check" CHECK ("currency" IN ('USD', 'GBP', 'CAD'));

-- CreateTable
CREATE TABLE "affiliate_imports" (
    "id" SERIAL NOT NULL,
    "file_name" TEXT NOT NULL,
    "source" VARCHAR(16) NOT NULL,
    "program" VARCHAR(2),
    "status" VARCHAR(16) NOT NULL DEFAULT 'queued',
    "error" TEXT,
    "content" TEXT NOT NULL,
    "sha256" CHAR(64) NOT NULL,
    "rows" INTEGER NOT NULL DEFAULT 0,
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "period_from" DATE,
    "period_to" DATE,
    "uploaded_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "published_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "affiliate_imports_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "affiliate_imports_status_check" CHECK ("status" IN ('queued', 'processing', 'published', 'complete', 'failed')),
    CONSTRAINT "affiliate_imports_source_check" CHECK ("source" IN ('upload', 'folder'))
);

-- CreateIndex
CREATE INDEX "affiliate_payments_ref_idx" ON "affiliate_payments"("ref");

-- CreateIndex
CREATE INDEX "affiliate_imports_created_at_idx" ON "affiliate_imports"("created_at" DESC);

-- CreateIndex
CREATE INDEX "affiliate_imports_status_idx" ON "affiliate_imports"("status");

-- AddForeignKey
ALTER TABLE "affiliate_payments" ADD CONSTRAINT "affiliate_payments_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "affiliate_payments" ADD CONSTRAINT "affiliate_payments_voided_by_id_fkey" FOREIGN KEY ("voided_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "affiliate_imports" ADD CONSTRAINT "affiliate_imports_uploaded_by_id_fkey" FOREIGN KEY ("uploaded_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
