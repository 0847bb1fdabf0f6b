-- AlterTable
ALTER TABLE "boost_dates" ADD COLUMN     "converted_from_creative_id" INTEGER;

-- AlterTable
ALTER TABLE "dropoffs" ADD COLUMN     "discount_mail_id" UUID,
ADD COLUMN     "discount_sent_by_id" INTEGER,
ADD COLUMN     "disqualified_at" TIMESTAMPTZ(3),
ADD COLUMN     "disqualified_by_id" INTEGER,
ADD COLUMN     "disqualify_reason" TEXT,
ADD COLUMN     "funnel_id" VARCHAR(64),
ADD COLUMN     "last_step" VARCHAR(32) NOT NULL DEFAULT 'email_left',
ADD COLUMN     "left_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "promo_emails" ADD COLUMN     "idempotency_key" VARCHAR(128),
ADD COLUMN     "mail_id" UUID;

-- CreateTable
CREATE TABLE "funnel_signups" (
    "temp_id" TEXT NOT NULL,
    "funnel_id" VARCHAR(64) NOT NULL,
    "email" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "funnel_signups_pkey" PRIMARY KEY ("temp_id")
);

-- CreateTable
CREATE TABLE "sent_mails" (
    "id" UUID NOT NULL,
    "kind" VARCHAR(32) NOT NULL,
    "recipient" TEXT NOT NULL,
    "status" VARCHAR(16) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "sent_mails_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mail_suppressions" (
    "email" TEXT NOT NULL,
    "reason" TEXT NOT NULL DEFAULT 'unsubscribed',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "mail_suppressions_pkey" PRIMARY KEY ("email")
);

-- CreateTable
CREATE TABLE "staff_audit_entries" (
    "id" SERIAL NOT NULL,
    "actor_id" INTEGER,
    "action" VARCHAR(64) NOT NULL,
    "subject_type" VARCHAR(32) NOT NULL,
    "subject_id" VARCHAR(64) NOT NULL,
    "summary" TEXT NOT NULL,
    "changes" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "staff_audit_entries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "funnel_signups_funnel_id_key" ON "funnel_signups"("funnel_id");

-- CreateIndex
CREATE INDEX "funnel_signups_email_idx" ON "funnel_signups"("email");

-- CreateIndex
CREATE INDEX "sent_mails_recipient_idx" ON "sent_mails"("recipient");

-- CreateIndex
CREATE INDEX "staff_audit_entries_created_at_idx" ON "staff_audit_entries"("created_at" DESC);

-- CreateIndex
CREATE INDEX "staff_audit_entries_subject_type_subject_id_created_at_idx" ON "staff_audit_entries"("subject_type", "subject_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "staff_audit_entries_actor_id_created_at_idx" ON "staff_audit_entries"("actor_id", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "boost_dates_converted_from_creative_id_key" ON "boost_dates"("converted_from_creative_id");

-- CreateIndex
CREATE UNIQUE INDEX "dropoffs_funnel_id_key" ON "dropoffs"("funnel_id");

-- CreateIndex
CREATE INDEX "dropoffs_disqualified_left_at_idx" ON "dropoffs"("disqualified", "left_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "promo_emails_idempotency_key_key" ON "promo_emails"("idempotency_key");

-- CreateIndex
CREATE UNIQUE INDEX "promo_emails_mail_id_key" ON "promo_emails"("mail_id");

-- CreateIndex
CREATE INDEX "promo_emails_created_at_idx" ON "promo_emails"("created_at" DESC);

-- AddForeignKey
ALTER TABLE "staff_audit_entries" ADD CONSTRAINT "staff_audit_entries_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Hand-written: the staff audit trail is append-only, like the payments ledger.
CREATE FUNCTION "staff_audit_forbid_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'the staff audit trail is append-only (entry %)', OLD."id";
END;
$$;
CREATE TRIGGER "staff_audit_no_delete" BEFORE DELETE ON "staff_audit_entries" FOR EACH ROW EXECUTE FUNCTION "staff_audit_forbid_delete"();
