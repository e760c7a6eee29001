-- AlterTable
ALTER TABLE "employer_contract" ADD COLUMN     "advance_payment" DECIMAL(20,0) NOT NULL DEFAULT 0,
ADD COLUMN     "advance_repayment_percent" DECIMAL(18,4) NOT NULL DEFAULT 0,
ADD COLUMN     "insurance_percent" DECIMAL(18,4) NOT NULL DEFAULT 0,
ADD COLUMN     "retention_percent" DECIMAL(18,4) NOT NULL DEFAULT 0,
ADD COLUMN     "tax_percent" DECIMAL(18,4) NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "contractor_contract" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20),
    "title" VARCHAR(200) NOT NULL,
    "project_id" INTEGER NOT NULL,
    "contractor_id" INTEGER NOT NULL,
    "contract_date" DATE NOT NULL,
    "start_date" DATE,
    "end_date" DATE,
    "advance_payment" DECIMAL(20,0) NOT NULL DEFAULT 0,
    "advance_repayment_percent" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "retention_percent" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "insurance_percent" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "tax_percent" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "total_amount" DECIMAL(20,0),
    "contract_request_id" INTEGER,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "contractor_contract_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contractor_contract_line" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "contractor_contract_id" INTEGER NOT NULL,
    "operation_info_id" INTEGER NOT NULL,
    "title" VARCHAR(250),
    "unit_id" INTEGER NOT NULL,
    "quantity" DECIMAL(18,4) NOT NULL,
    "unit_price" DECIMAL(20,0) NOT NULL,
    "amount" DECIMAL(20,0),
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "contractor_contract_line_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contract_request" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "financial_year_id" INTEGER,
    "code" VARCHAR(20),
    "kind" SMALLINT NOT NULL DEFAULT 1,
    "request_date" DATE NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "project_id" INTEGER NOT NULL,
    "party_id" INTEGER NOT NULL,
    "start_date" DATE,
    "end_date" DATE,
    "description" TEXT,
    "total_amount" DECIMAL(20,0),
    "status" SMALLINT NOT NULL DEFAULT 1,
    "approval_level" INTEGER,
    "approval_round" INTEGER NOT NULL DEFAULT 0,
    "contractor_contract_id" INTEGER,
    "employer_contract_id" INTEGER,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "contract_request_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contract_request_line" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "contract_request_id" INTEGER NOT NULL,
    "operation_info_id" INTEGER NOT NULL,
    "unit_id" INTEGER NOT NULL,
    "quantity" DECIMAL(18,4) NOT NULL,
    "unit_price" DECIMAL(20,0) NOT NULL,
    "amount" DECIMAL(20,0),
    "note" VARCHAR(300),
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "contract_request_line_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reward_request" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "financial_year_id" INTEGER,
    "code" VARCHAR(20),
    "request_date" DATE NOT NULL,
    "contractor_contract_id" INTEGER NOT NULL,
    "project_id" INTEGER,
    "amount" DECIMAL(20,0) NOT NULL,
    "reason" VARCHAR(500) NOT NULL,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "approval_level" INTEGER,
    "approval_round" INTEGER NOT NULL DEFAULT 0,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "reward_request_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contractor_statement" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "financial_year_id" INTEGER,
    "code" VARCHAR(20),
    "contractor_contract_id" INTEGER NOT NULL,
    "sequence" INTEGER,
    "project_id" INTEGER,
    "contractor_id" INTEGER,
    "statement_date" DATE NOT NULL,
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,
    "description" TEXT,
    "gross_amount" DECIMAL(20,0),
    "advance_repayment" DECIMAL(20,0),
    "retention" DECIMAL(20,0),
    "insurance" DECIMAL(20,0),
    "tax" DECIMAL(20,0),
    "total_deductions" DECIMAL(20,0),
    "payable_amount" DECIMAL(20,0),
    "overrun_approved" BOOLEAN NOT NULL DEFAULT false,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "approval_level" INTEGER,
    "approval_round" INTEGER NOT NULL DEFAULT 0,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "contractor_statement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contractor_statement_line" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "contractor_statement_id" INTEGER NOT NULL,
    "contractor_contract_line_id" INTEGER NOT NULL,
    "operation_info_id" INTEGER,
    "unit_id" INTEGER,
    "contract_quantity" DECIMAL(18,4),
    "previous_quantity" DECIMAL(18,4),
    "quantity" DECIMAL(18,4) NOT NULL,
    "cumulative_quantity" DECIMAL(18,4),
    "unit_price" DECIMAL(20,0),
    "amount" DECIMAL(20,0),
    "overrun" DECIMAL(18,4),
    "approved_overrun" DECIMAL(18,4),
    "note" VARCHAR(300),
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "contractor_statement_line_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "employer_statement" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "financial_year_id" INTEGER,
    "code" VARCHAR(20),
    "employer_contract_id" INTEGER NOT NULL,
    "sequence" INTEGER,
    "project_id" INTEGER,
    "employer_id" INTEGER,
    "statement_date" DATE NOT NULL,
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,
    "description" TEXT,
    "gross_amount" DECIMAL(20,0),
    "advance_repayment" DECIMAL(20,0),
    "retention" DECIMAL(20,0),
    "insurance" DECIMAL(20,0),
    "tax" DECIMAL(20,0),
    "total_deductions" DECIMAL(20,0),
    "payable_amount" DECIMAL(20,0),
    "overrun_approved" BOOLEAN NOT NULL DEFAULT false,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "approval_level" INTEGER,
    "approval_round" INTEGER NOT NULL DEFAULT 0,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "employer_statement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "employer_statement_line" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "employer_statement_id" INTEGER NOT NULL,
    "project_operation_id" INTEGER NOT NULL,
    "operation_info_id" INTEGER,
    "unit_id" INTEGER,
    "contract_quantity" DECIMAL(18,4),
    "previous_quantity" DECIMAL(18,4),
    "quantity" DECIMAL(18,4) NOT NULL,
    "cumulative_quantity" DECIMAL(18,4),
    "unit_price" DECIMAL(20,0),
    "amount" DECIMAL(20,0),
    "overrun" DECIMAL(18,4),
    "approved_overrun" DECIMAL(18,4),
    "note" VARCHAR(300),
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "employer_statement_line_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "contractor_contract_company_id_project_id_idx" ON "contractor_contract"("company_id", "project_id");

-- CreateIndex
CREATE INDEX "contractor_contract_company_id_contractor_id_idx" ON "contractor_contract"("company_id", "contractor_id");

-- CreateIndex
CREATE INDEX "contractor_contract_company_id_contract_request_id_idx" ON "contractor_contract"("company_id", "contract_request_id");

-- CreateIndex
CREATE INDEX "contractor_contract_contract_date_idx" ON "contractor_contract"("contract_date");

-- CreateIndex
CREATE INDEX "contractor_contract_search_text_trgm" ON "contractor_contract" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "contractor_contract_company_id_code_key" ON "contractor_contract"("company_id", "code");

-- CreateIndex
CREATE INDEX "contractor_contract_line_company_id_contractor_contract_id_idx" ON "contractor_contract_line"("company_id", "contractor_contract_id");

-- CreateIndex
CREATE INDEX "contractor_contract_line_company_id_operation_info_id_idx" ON "contractor_contract_line"("company_id", "operation_info_id");

-- CreateIndex
CREATE INDEX "contractor_contract_line_company_id_unit_id_idx" ON "contractor_contract_line"("company_id", "unit_id");

-- CreateIndex
CREATE INDEX "contractor_contract_line_search_text_trgm" ON "contractor_contract_line" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "contract_request_company_id_project_id_idx" ON "contract_request"("company_id", "project_id");

-- CreateIndex
CREATE INDEX "contract_request_company_id_party_id_idx" ON "contract_request"("company_id", "party_id");

-- CreateIndex
CREATE INDEX "contract_request_company_id_contractor_contract_id_idx" ON "contract_request"("company_id", "contractor_contract_id");

-- CreateIndex
CREATE INDEX "contract_request_company_id_employer_contract_id_idx" ON "contract_request"("company_id", "employer_contract_id");

-- CreateIndex
CREATE INDEX "contract_request_company_id_financial_year_id_idx" ON "contract_request"("company_id", "financial_year_id");

-- CreateIndex
CREATE INDEX "contract_request_kind_idx" ON "contract_request"("kind");

-- CreateIndex
CREATE INDEX "contract_request_status_idx" ON "contract_request"("status");

-- CreateIndex
CREATE INDEX "contract_request_approval_level_idx" ON "contract_request"("approval_level");

-- CreateIndex
CREATE INDEX "contract_request_request_date_idx" ON "contract_request"("request_date");

-- CreateIndex
CREATE INDEX "contract_request_search_text_trgm" ON "contract_request" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "contract_request_company_id_code_key" ON "contract_request"("company_id", "code");

-- CreateIndex
CREATE INDEX "contract_request_line_company_id_contract_request_id_idx" ON "contract_request_line"("company_id", "contract_request_id");

-- CreateIndex
CREATE INDEX "contract_request_line_company_id_operation_info_id_idx" ON "contract_request_line"("company_id", "operation_info_id");

-- CreateIndex
CREATE INDEX "contract_request_line_company_id_unit_id_idx" ON "contract_request_line"("company_id", "unit_id");

-- CreateIndex
CREATE INDEX "contract_request_line_search_text_trgm" ON "contract_request_line" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "reward_request_company_id_contractor_contract_id_idx" ON "reward_request"("company_id", "contractor_contract_id");

-- CreateIndex
CREATE INDEX "reward_request_company_id_project_id_idx" ON "reward_request"("company_id", "project_id");

-- CreateIndex
CREATE INDEX "reward_request_company_id_financial_year_id_idx" ON "reward_request"("company_id", "financial_year_id");

-- CreateIndex
CREATE INDEX "reward_request_status_idx" ON "reward_request"("status");

-- CreateIndex
CREATE INDEX "reward_request_approval_level_idx" ON "reward_request"("approval_level");

-- CreateIndex
CREATE INDEX "reward_request_search_text_trgm" ON "reward_request" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "reward_request_company_id_code_key" ON "reward_request"("company_id", "code");

-- CreateIndex
CREATE INDEX "contractor_statement_company_id_contractor_contract_id_idx" ON "contractor_statement"("company_id", "contractor_contract_id");

-- CreateIndex
CREATE INDEX "contractor_statement_company_id_project_id_idx" ON "contractor_statement"("company_id", "project_id");

-- CreateIndex
CREATE INDEX "contractor_statement_company_id_contractor_id_idx" ON "contractor_statement"("company_id", "contractor_id");

-- CreateIndex
CREATE INDEX "contractor_statement_company_id_financial_year_id_idx" ON "contractor_statement"("company_id", "financial_year_id");

-- CreateIndex
CREATE INDEX "contractor_statement_status_idx" ON "contractor_statement"("status");

-- CreateIndex
CREATE INDEX "contractor_statement_approval_level_idx" ON "contractor_statement"("approval_level");

-- CreateIndex
CREATE INDEX "contractor_statement_statement_date_idx" ON "contractor_statement"("statement_date");

-- CreateIndex
CREATE INDEX "contractor_statement_search_text_trgm" ON "contractor_statement" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "contractor_statement_company_id_code_key" ON "contractor_statement"("company_id", "code");

-- CreateIndex
CREATE INDEX "contractor_statement_line_company_id_contractor_statement_i_idx" ON "contractor_statement_line"("company_id", "contractor_statement_id");

-- CreateIndex
CREATE INDEX "contractor_statement_line_company_id_contractor_contract_li_idx" ON "contractor_statement_line"("company_id", "contractor_contract_line_id");

-- CreateIndex
CREATE INDEX "contractor_statement_line_company_id_operation_info_id_idx" ON "contractor_statement_line"("company_id", "operation_info_id");

-- CreateIndex
CREATE INDEX "contractor_statement_line_company_id_unit_id_idx" ON "contractor_statement_line"("company_id", "unit_id");

-- CreateIndex
CREATE INDEX "contractor_statement_line_search_text_trgm" ON "contractor_statement_line" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "employer_statement_company_id_employer_contract_id_idx" ON "employer_statement"("company_id", "employer_contract_id");

-- CreateIndex
CREATE INDEX "employer_statement_company_id_project_id_idx" ON "employer_statement"("company_id", "project_id");

-- CreateIndex
CREATE INDEX "employer_statement_company_id_employer_id_idx" ON "employer_statement"("company_id", "employer_id");

-- CreateIndex
CREATE INDEX "employer_statement_company_id_financial_year_id_idx" ON "employer_statement"("company_id", "financial_year_id");

-- CreateIndex
CREATE INDEX "employer_statement_status_idx" ON "employer_statement"("status");

-- CreateIndex
CREATE INDEX "employer_statement_approval_level_idx" ON "employer_statement"("approval_level");

-- CreateIndex
CREATE INDEX "employer_statement_statement_date_idx" ON "employer_statement"("statement_date");

-- CreateIndex
CREATE INDEX "employer_statement_search_text_trgm" ON "employer_statement" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "employer_statement_company_id_code_key" ON "employer_statement"("company_id", "code");

-- CreateIndex
CREATE INDEX "employer_statement_line_company_id_employer_statement_id_idx" ON "employer_statement_line"("company_id", "employer_statement_id");

-- CreateIndex
CREATE INDEX "employer_statement_line_company_id_project_operation_id_idx" ON "employer_statement_line"("company_id", "project_operation_id");

-- CreateIndex
CREATE INDEX "employer_statement_line_company_id_operation_info_id_idx" ON "employer_statement_line"("company_id", "operation_info_id");

-- CreateIndex
CREATE INDEX "employer_statement_line_company_id_unit_id_idx" ON "employer_statement_line"("company_id", "unit_id");

-- CreateIndex
CREATE INDEX "employer_statement_line_search_text_trgm" ON "employer_statement_line" USING GIN ("search_text" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "contractor_contract" ADD CONSTRAINT "contractor_contract_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contractor_contract" ADD CONSTRAINT "contractor_contract_contractor_id_fkey" FOREIGN KEY ("contractor_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contractor_contract" ADD CONSTRAINT "contractor_contract_contract_request_id_fkey" FOREIGN KEY ("contract_request_id") REFERENCES "contract_request"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contractor_contract_line" ADD CONSTRAINT "contractor_contract_line_contractor_contract_id_fkey" FOREIGN KEY ("contractor_contract_id") REFERENCES "contractor_contract"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contractor_contract_line" ADD CONSTRAINT "contractor_contract_line_operation_info_id_fkey" FOREIGN KEY ("operation_info_id") REFERENCES "operation_info"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contractor_contract_line" ADD CONSTRAINT "contractor_contract_line_unit_id_fkey" FOREIGN KEY ("unit_id") REFERENCES "measure_unit"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contract_request" ADD CONSTRAINT "contract_request_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contract_request" ADD CONSTRAINT "contract_request_party_id_fkey" FOREIGN KEY ("party_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contract_request" ADD CONSTRAINT "contract_request_contractor_contract_id_fkey" FOREIGN KEY ("contractor_contract_id") REFERENCES "contractor_contract"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contract_request" ADD CONSTRAINT "contract_request_employer_contract_id_fkey" FOREIGN KEY ("employer_contract_id") REFERENCES "employer_contract"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contract_request_line" ADD CONSTRAINT "contract_request_line_contract_request_id_fkey" FOREIGN KEY ("contract_request_id") REFERENCES "contract_request"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contract_request_line" ADD CONSTRAINT "contract_request_line_operation_info_id_fkey" FOREIGN KEY ("operation_info_id") REFERENCES "operation_info"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contract_request_line" ADD CONSTRAINT "contract_request_line_unit_id_fkey" FOREIGN KEY ("unit_id") REFERENCES "measure_unit"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reward_request" ADD CONSTRAINT "reward_request_contractor_contract_id_fkey" FOREIGN KEY ("contractor_contract_id") REFERENCES "contractor_contract"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reward_request" ADD CONSTRAINT "reward_request_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contractor_statement" ADD CONSTRAINT "contractor_statement_contractor_contract_id_fkey" FOREIGN KEY ("contractor_contract_id") REFERENCES "contractor_contract"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contractor_statement" ADD CONSTRAINT "contractor_statement_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contractor_statement" ADD CONSTRAINT "contractor_statement_contractor_id_fkey" FOREIGN KEY ("contractor_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contractor_statement_line" ADD CONSTRAINT "contractor_statement_line_contractor_statement_id_fkey" FOREIGN KEY ("contractor_statement_id") REFERENCES "contractor_statement"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contractor_statement_line" ADD CONSTRAINT "contractor_statement_line_contractor_contract_line_id_fkey" FOREIGN KEY ("contractor_contract_line_id") REFERENCES "contractor_contract_line"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contractor_statement_line" ADD CONSTRAINT "contractor_statement_line_operation_info_id_fkey" FOREIGN KEY ("operation_info_id") REFERENCES "operation_info"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contractor_statement_line" ADD CONSTRAINT "contractor_statement_line_unit_id_fkey" FOREIGN KEY ("unit_id") REFERENCES "measure_unit"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employer_statement" ADD CONSTRAINT "employer_statement_employer_contract_id_fkey" FOREIGN KEY ("employer_contract_id") REFERENCES "employer_contract"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employer_statement" ADD CONSTRAINT "employer_statement_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employer_statement" ADD CONSTRAINT "employer_statement_employer_id_fkey" FOREIGN KEY ("employer_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employer_statement_line" ADD CONSTRAINT "employer_statement_line_employer_statement_id_fkey" FOREIGN KEY ("employer_statement_id") REFERENCES "employer_statement"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employer_statement_line" ADD CONSTRAINT "employer_statement_line_project_operation_id_fkey" FOREIGN KEY ("project_operation_id") REFERENCES "project_operation"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employer_statement_line" ADD CONSTRAINT "employer_statement_line_operation_info_id_fkey" FOREIGN KEY ("operation_info_id") REFERENCES "operation_info"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employer_statement_line" ADD CONSTRAINT "employer_statement_line_unit_id_fkey" FOREIGN KEY ("unit_id") REFERENCES "measure_unit"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- search keys of the searchable entities this migration creates (packages/entities searchTriggersFor)
CREATE TRIGGER "contractor_contract_search_text" BEFORE INSERT OR UPDATE OF "title", "code" ON "contractor_contract" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title', 'code');
CREATE TRIGGER "contractor_contract_line_search_text" BEFORE INSERT OR UPDATE OF "title" ON "contractor_contract_line" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title');
CREATE TRIGGER "contract_request_search_text" BEFORE INSERT OR UPDATE OF "title", "code" ON "contract_request" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title', 'code');
CREATE TRIGGER "contract_request_line_search_text" BEFORE INSERT OR UPDATE OF "note" ON "contract_request_line" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('note');
CREATE TRIGGER "reward_request_search_text" BEFORE INSERT OR UPDATE OF "code", "reason" ON "reward_request" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('code', 'reason');
CREATE TRIGGER "contractor_statement_search_text" BEFORE INSERT OR UPDATE OF "code", "description" ON "contractor_statement" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('code', 'description');
CREATE TRIGGER "contractor_statement_line_search_text" BEFORE INSERT OR UPDATE OF "note" ON "contractor_statement_line" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('note');
CREATE TRIGGER "employer_statement_search_text" BEFORE INSERT OR UPDATE OF "code", "description" ON "employer_statement" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('code', 'description');
CREATE TRIGGER "employer_statement_line_search_text" BEFORE INSERT OR UPDATE OF "note" ON "employer_statement_line" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('note');
