-- CreateTable
CREATE TABLE "account" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "name_en" VARCHAR(150),
    "level" SMALLINT NOT NULL DEFAULT 3,
    "parent_id" INTEGER,
    "kind" SMALLINT,
    "nature" SMALLINT NOT NULL DEFAULT 1,
    "detail_kind" SMALLINT,
    "is_liquid" BOOLEAN NOT NULL DEFAULT false,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "account_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "account_setting" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "purpose" SMALLINT NOT NULL,
    "account_id" INTEGER NOT NULL,
    "description" TEXT,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "account_setting_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "voucher_type" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "kind" SMALLINT NOT NULL DEFAULT 1,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "voucher_type_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "voucher" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "financial_year_id" INTEGER,
    "number" INTEGER,
    "voucher_date" DATE NOT NULL,
    "voucher_type_id" INTEGER NOT NULL,
    "reference_no" VARCHAR(40),
    "description" TEXT NOT NULL,
    "total_debit" DECIMAL(20,0),
    "total_credit" DECIMAL(20,0),
    "status" SMALLINT NOT NULL DEFAULT 1,
    "posted_at" TIMESTAMPTZ(3),
    "source_type" VARCHAR(40),
    "source_id" INTEGER,
    "reversal_of_id" INTEGER,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "voucher_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "voucher_line" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "voucher_id" INTEGER NOT NULL,
    "account_id" INTEGER NOT NULL,
    "third_party_id" INTEGER,
    "cost_center_id" INTEGER,
    "project_id" INTEGER,
    "bank_account_id" INTEGER,
    "description" VARCHAR(300),
    "debit" DECIMAL(20,0) NOT NULL DEFAULT 0,
    "credit" DECIMAL(20,0) NOT NULL DEFAULT 0,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "voucher_line_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gl_entry" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "financial_year_id" INTEGER,
    "entry_date" DATE NOT NULL,
    "voucher_id" INTEGER NOT NULL,
    "voucher_number" INTEGER NOT NULL,
    "voucher_kind" SMALLINT NOT NULL,
    "account_id" INTEGER NOT NULL,
    "third_party_id" INTEGER,
    "cost_center_id" INTEGER,
    "project_id" INTEGER,
    "bank_account_id" INTEGER,
    "description" VARCHAR(300),
    "debit" DECIMAL(20,0) NOT NULL,
    "credit" DECIMAL(20,0) NOT NULL,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "gl_entry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bank_attribute" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "bank_attribute_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "company_bank_account" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "title" VARCHAR(150) NOT NULL,
    "bank_id" INTEGER NOT NULL,
    "bank_branch_id" INTEGER,
    "kind" SMALLINT NOT NULL DEFAULT 1,
    "account_no" VARCHAR(30) NOT NULL,
    "shaba_no" VARCHAR(200) NOT NULL,
    "card_no" VARCHAR(200),
    "account_id" INTEGER NOT NULL,
    "opened_on" DATE,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "company_bank_account_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "company_bank_account_attribute" (
    "owner_id" INTEGER NOT NULL,
    "target_id" INTEGER NOT NULL,

    CONSTRAINT "company_bank_account_attribute_pkey" PRIMARY KEY ("owner_id","target_id")
);

-- CreateTable
CREATE TABLE "gl_day_balance" (
    "company_id" INTEGER NOT NULL,
    "financial_year_id" INTEGER NOT NULL,
    "account_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "kind" SMALLINT NOT NULL DEFAULT 0,
    "debit" DECIMAL(24,0) NOT NULL DEFAULT 0,
    "credit" DECIMAL(24,0) NOT NULL DEFAULT 0,

    CONSTRAINT "gl_day_balance_pkey" PRIMARY KEY ("company_id","financial_year_id","account_id","day","kind")
);

-- CreateIndex
CREATE INDEX "account_company_id_parent_id_idx" ON "account"("company_id", "parent_id");

-- CreateIndex
CREATE INDEX "account_level_idx" ON "account"("level");

-- CreateIndex
CREATE INDEX "account_kind_idx" ON "account"("kind");

-- CreateIndex
CREATE INDEX "account_detail_kind_idx" ON "account"("detail_kind");

-- CreateIndex
CREATE INDEX "account_is_liquid_idx" ON "account"("is_liquid");

-- CreateIndex
CREATE INDEX "account_search_text_trgm" ON "account" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "account_company_id_code_key" ON "account"("company_id", "code");

-- CreateIndex
CREATE INDEX "account_setting_company_id_account_id_idx" ON "account_setting"("company_id", "account_id");

-- CreateIndex
CREATE INDEX "account_setting_purpose_idx" ON "account_setting"("purpose");

-- CreateIndex
CREATE INDEX "account_setting_search_text_trgm" ON "account_setting" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "account_setting_company_id_purpose_key" ON "account_setting"("company_id", "purpose");

-- CreateIndex
CREATE INDEX "voucher_type_kind_idx" ON "voucher_type"("kind");

-- CreateIndex
CREATE INDEX "voucher_type_search_text_trgm" ON "voucher_type" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "voucher_type_company_id_code_key" ON "voucher_type"("company_id", "code");

-- CreateIndex
CREATE INDEX "voucher_company_id_voucher_type_id_idx" ON "voucher"("company_id", "voucher_type_id");

-- CreateIndex
CREATE INDEX "voucher_company_id_reversal_of_id_idx" ON "voucher"("company_id", "reversal_of_id");

-- CreateIndex
CREATE INDEX "voucher_company_id_financial_year_id_idx" ON "voucher"("company_id", "financial_year_id");

-- CreateIndex
CREATE INDEX "voucher_status_idx" ON "voucher"("status");

-- CreateIndex
CREATE INDEX "voucher_voucher_date_idx" ON "voucher"("voucher_date");

-- CreateIndex
CREATE INDEX "voucher_source_type_idx" ON "voucher"("source_type");

-- CreateIndex
CREATE INDEX "voucher_number_idx" ON "voucher"("number");

-- CreateIndex
CREATE INDEX "voucher_company_id_source_type_source_id_idx" ON "voucher"("company_id", "source_type", "source_id");

-- CreateIndex
CREATE INDEX "voucher_search_text_trgm" ON "voucher" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "voucher_company_id_financial_year_id_number_key" ON "voucher"("company_id", "financial_year_id", "number");

-- CreateIndex
CREATE INDEX "voucher_line_company_id_voucher_id_idx" ON "voucher_line"("company_id", "voucher_id");

-- CreateIndex
CREATE INDEX "voucher_line_company_id_account_id_idx" ON "voucher_line"("company_id", "account_id");

-- CreateIndex
CREATE INDEX "voucher_line_company_id_third_party_id_idx" ON "voucher_line"("company_id", "third_party_id");

-- CreateIndex
CREATE INDEX "voucher_line_company_id_cost_center_id_idx" ON "voucher_line"("company_id", "cost_center_id");

-- CreateIndex
CREATE INDEX "voucher_line_company_id_project_id_idx" ON "voucher_line"("company_id", "project_id");

-- CreateIndex
CREATE INDEX "voucher_line_company_id_bank_account_id_idx" ON "voucher_line"("company_id", "bank_account_id");

-- CreateIndex
CREATE INDEX "voucher_line_search_text_trgm" ON "voucher_line" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "gl_entry_company_id_voucher_id_idx" ON "gl_entry"("company_id", "voucher_id");

-- CreateIndex
CREATE INDEX "gl_entry_company_id_account_id_idx" ON "gl_entry"("company_id", "account_id");

-- CreateIndex
CREATE INDEX "gl_entry_company_id_third_party_id_idx" ON "gl_entry"("company_id", "third_party_id");

-- CreateIndex
CREATE INDEX "gl_entry_company_id_cost_center_id_idx" ON "gl_entry"("company_id", "cost_center_id");

-- CreateIndex
CREATE INDEX "gl_entry_company_id_project_id_idx" ON "gl_entry"("company_id", "project_id");

-- CreateIndex
CREATE INDEX "gl_entry_company_id_bank_account_id_idx" ON "gl_entry"("company_id", "bank_account_id");

-- CreateIndex
CREATE INDEX "gl_entry_company_id_financial_year_id_idx" ON "gl_entry"("company_id", "financial_year_id");

-- CreateIndex
CREATE INDEX "gl_entry_entry_date_idx" ON "gl_entry"("entry_date");

-- CreateIndex
CREATE INDEX "gl_entry_company_id_account_id_entry_date_idx" ON "gl_entry"("company_id", "account_id", "entry_date");

-- CreateIndex
CREATE INDEX "gl_entry_company_id_third_party_id_entry_date_idx" ON "gl_entry"("company_id", "third_party_id", "entry_date");

-- CreateIndex
CREATE INDEX "gl_entry_company_id_bank_account_id_entry_date_idx" ON "gl_entry"("company_id", "bank_account_id", "entry_date");

-- CreateIndex
CREATE INDEX "gl_entry_company_id_entry_date_idx" ON "gl_entry"("company_id", "entry_date");

-- CreateIndex
CREATE INDEX "gl_entry_search_text_trgm" ON "gl_entry" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "bank_attribute_search_text_trgm" ON "bank_attribute" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "bank_attribute_company_id_code_key" ON "bank_attribute"("company_id", "code");

-- CreateIndex
CREATE INDEX "company_bank_account_company_id_bank_id_idx" ON "company_bank_account"("company_id", "bank_id");

-- CreateIndex
CREATE INDEX "company_bank_account_company_id_bank_branch_id_idx" ON "company_bank_account"("company_id", "bank_branch_id");

-- CreateIndex
CREATE INDEX "company_bank_account_company_id_account_id_idx" ON "company_bank_account"("company_id", "account_id");

-- CreateIndex
CREATE INDEX "company_bank_account_kind_idx" ON "company_bank_account"("kind");

-- CreateIndex
CREATE INDEX "company_bank_account_search_text_trgm" ON "company_bank_account" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "company_bank_account_company_id_account_no_key" ON "company_bank_account"("company_id", "account_no");

-- CreateIndex
CREATE INDEX "company_bank_account_attribute_target_id_idx" ON "company_bank_account_attribute"("target_id");

-- CreateIndex
CREATE INDEX "gl_day_balance_company_id_financial_year_id_day_idx" ON "gl_day_balance"("company_id", "financial_year_id", "day");

-- AddForeignKey
ALTER TABLE "account" ADD CONSTRAINT "account_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account_setting" ADD CONSTRAINT "account_setting_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "voucher" ADD CONSTRAINT "voucher_voucher_type_id_fkey" FOREIGN KEY ("voucher_type_id") REFERENCES "voucher_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "voucher" ADD CONSTRAINT "voucher_reversal_of_id_fkey" FOREIGN KEY ("reversal_of_id") REFERENCES "voucher"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "voucher_line" ADD CONSTRAINT "voucher_line_voucher_id_fkey" FOREIGN KEY ("voucher_id") REFERENCES "voucher"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "voucher_line" ADD CONSTRAINT "voucher_line_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "voucher_line" ADD CONSTRAINT "voucher_line_third_party_id_fkey" FOREIGN KEY ("third_party_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "voucher_line" ADD CONSTRAINT "voucher_line_cost_center_id_fkey" FOREIGN KEY ("cost_center_id") REFERENCES "cost_center"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "voucher_line" ADD CONSTRAINT "voucher_line_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "voucher_line" ADD CONSTRAINT "voucher_line_bank_account_id_fkey" FOREIGN KEY ("bank_account_id") REFERENCES "company_bank_account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gl_entry" ADD CONSTRAINT "gl_entry_voucher_id_fkey" FOREIGN KEY ("voucher_id") REFERENCES "voucher"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gl_entry" ADD CONSTRAINT "gl_entry_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gl_entry" ADD CONSTRAINT "gl_entry_third_party_id_fkey" FOREIGN KEY ("third_party_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gl_entry" ADD CONSTRAINT "gl_entry_cost_center_id_fkey" FOREIGN KEY ("cost_center_id") REFERENCES "cost_center"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gl_entry" ADD CONSTRAINT "gl_entry_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gl_entry" ADD CONSTRAINT "gl_entry_bank_account_id_fkey" FOREIGN KEY ("bank_account_id") REFERENCES "company_bank_account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_bank_account" ADD CONSTRAINT "company_bank_account_bank_id_fkey" FOREIGN KEY ("bank_id") REFERENCES "bank"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_bank_account" ADD CONSTRAINT "company_bank_account_bank_branch_id_fkey" FOREIGN KEY ("bank_branch_id") REFERENCES "bank_branch"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_bank_account" ADD CONSTRAINT "company_bank_account_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_bank_account_attribute" ADD CONSTRAINT "company_bank_account_attribute_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "company_bank_account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_bank_account_attribute" ADD CONSTRAINT "company_bank_account_attribute_target_id_fkey" FOREIGN KEY ("target_id") REFERENCES "bank_attribute"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- search keys of the searchable entities this migration creates (packages/entities searchTriggersFor)
CREATE TRIGGER "account_search_text" BEFORE INSERT OR UPDATE OF "name", "code", "name_en" ON "account" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code', 'name_en');
CREATE TRIGGER "account_setting_search_text" BEFORE INSERT OR UPDATE OF "description" ON "account_setting" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('description');
CREATE TRIGGER "voucher_type_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "voucher_type" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "bank_attribute_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "bank_attribute" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "company_bank_account_search_text" BEFORE INSERT OR UPDATE OF "title", "account_no", "shaba_no" ON "company_bank_account" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title', 'account_no', 'shaba_no');
CREATE TRIGGER "voucher_search_text" BEFORE INSERT OR UPDATE OF "description", "reference_no" ON "voucher" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('description', 'reference_no');
CREATE TRIGGER "voucher_line_search_text" BEFORE INSERT OR UPDATE OF "description" ON "voucher_line" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('description');
CREATE TRIGGER "gl_entry_search_text" BEFORE INSERT OR UPDATE OF "description" ON "gl_entry" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('description');

-- The general ledger is append-only like the stock ledger: a posted voucher is corrected by a reversal, never changed.
CREATE FUNCTION gl_entry_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'gl_entry is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER gl_entry_no_update_or_delete
  BEFORE UPDATE OR DELETE ON "gl_entry"
  FOR EACH ROW EXECUTE FUNCTION gl_entry_append_only();
CREATE TRIGGER gl_entry_no_truncate
  BEFORE TRUNCATE ON "gl_entry"
  FOR EACH STATEMENT EXECUTE FUNCTION gl_entry_append_only();
