-- CreateTable
CREATE TABLE "treasury_document" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "financial_year_id" INTEGER,
    "number" VARCHAR(20),
    "kind" SMALLINT NOT NULL DEFAULT 1,
    "document_date" DATE NOT NULL,
    "company_bank_account_id" INTEGER NOT NULL,
    "third_party_id" INTEGER NOT NULL,
    "amount" DECIMAL(20,0) NOT NULL,
    "reference_no" VARCHAR(40),
    "description" TEXT,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "voucher_id" INTEGER,
    "posted_at" TIMESTAMPTZ(3),
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "treasury_document_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "treasury_document_company_id_company_bank_account_id_idx" ON "treasury_document"("company_id", "company_bank_account_id");

-- CreateIndex
CREATE INDEX "treasury_document_company_id_third_party_id_idx" ON "treasury_document"("company_id", "third_party_id");

-- CreateIndex
CREATE INDEX "treasury_document_company_id_voucher_id_idx" ON "treasury_document"("company_id", "voucher_id");

-- CreateIndex
CREATE INDEX "treasury_document_company_id_financial_year_id_idx" ON "treasury_document"("company_id", "financial_year_id");

-- CreateIndex
CREATE INDEX "treasury_document_kind_idx" ON "treasury_document"("kind");

-- CreateIndex
CREATE INDEX "treasury_document_status_idx" ON "treasury_document"("status");

-- CreateIndex
CREATE INDEX "treasury_document_document_date_idx" ON "treasury_document"("document_date");

-- CreateIndex
CREATE INDEX "treasury_document_search_text_trgm" ON "treasury_document" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "treasury_document_company_id_number_key" ON "treasury_document"("company_id", "number");

-- AddForeignKey
ALTER TABLE "treasury_document" ADD CONSTRAINT "treasury_document_company_bank_account_id_fkey" FOREIGN KEY ("company_bank_account_id") REFERENCES "company_bank_account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "treasury_document" ADD CONSTRAINT "treasury_document_third_party_id_fkey" FOREIGN KEY ("third_party_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "treasury_document" ADD CONSTRAINT "treasury_document_voucher_id_fkey" FOREIGN KEY ("voucher_id") REFERENCES "voucher"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- search keys of the searchable entities this migration creates (packages/entities searchTriggersFor)
CREATE TRIGGER "treasury_document_search_text" BEFORE INSERT OR UPDATE OF "number", "reference_no", "description" ON "treasury_document" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('number', 'reference_no', 'description');
