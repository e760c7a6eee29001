-- CreateTable
CREATE TABLE "public_group" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "parent_id" INTEGER,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "public_group_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "estimation" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20),
    "title" VARCHAR(200) NOT NULL,
    "project_id" INTEGER NOT NULL,
    "estimate_date" DATE NOT NULL,
    "description" TEXT,
    "total_amount" DECIMAL(20,0),
    "status" SMALLINT NOT NULL DEFAULT 1,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "estimation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "estimation_line" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "estimation_id" INTEGER NOT NULL,
    "public_group_id" INTEGER,
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

    CONSTRAINT "estimation_line_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "project_timing" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "project_id" INTEGER NOT NULL,
    "operation_info_id" INTEGER NOT NULL,
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,
    "actual_start_date" DATE,
    "actual_end_date" DATE,
    "weight" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "progress_percent" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "description" TEXT,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "project_timing_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "daily_report" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20),
    "project_id" INTEGER NOT NULL,
    "report_date" DATE NOT NULL,
    "weather" SMALLINT,
    "description" TEXT,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "daily_report_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "daily_report_line" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "daily_report_id" INTEGER NOT NULL,
    "kind" SMALLINT NOT NULL DEFAULT 1,
    "job_title" VARCHAR(100),
    "machinery_id" INTEGER,
    "operation_info_id" INTEGER,
    "count" INTEGER,
    "hours" DECIMAL(18,4),
    "quantity" DECIMAL(18,4),
    "note" VARCHAR(300),
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "daily_report_line_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cost_center_warehouse" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "cost_center_id" INTEGER NOT NULL,
    "warehouse_id" INTEGER NOT NULL,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "cost_center_warehouse_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "public_group_company_id_parent_id_idx" ON "public_group"("company_id", "parent_id");

-- CreateIndex
CREATE INDEX "public_group_search_text_trgm" ON "public_group" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "public_group_company_id_code_key" ON "public_group"("company_id", "code");

-- CreateIndex
CREATE INDEX "estimation_company_id_project_id_idx" ON "estimation"("company_id", "project_id");

-- CreateIndex
CREATE INDEX "estimation_status_idx" ON "estimation"("status");

-- CreateIndex
CREATE INDEX "estimation_estimate_date_idx" ON "estimation"("estimate_date");

-- CreateIndex
CREATE INDEX "estimation_search_text_trgm" ON "estimation" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "estimation_company_id_code_key" ON "estimation"("company_id", "code");

-- CreateIndex
CREATE INDEX "estimation_line_company_id_estimation_id_idx" ON "estimation_line"("company_id", "estimation_id");

-- CreateIndex
CREATE INDEX "estimation_line_company_id_public_group_id_idx" ON "estimation_line"("company_id", "public_group_id");

-- CreateIndex
CREATE INDEX "estimation_line_company_id_operation_info_id_idx" ON "estimation_line"("company_id", "operation_info_id");

-- CreateIndex
CREATE INDEX "estimation_line_company_id_unit_id_idx" ON "estimation_line"("company_id", "unit_id");

-- CreateIndex
CREATE INDEX "estimation_line_search_text_trgm" ON "estimation_line" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "project_timing_company_id_project_id_idx" ON "project_timing"("company_id", "project_id");

-- CreateIndex
CREATE INDEX "project_timing_company_id_operation_info_id_idx" ON "project_timing"("company_id", "operation_info_id");

-- CreateIndex
CREATE INDEX "project_timing_start_date_idx" ON "project_timing"("start_date");

-- CreateIndex
CREATE INDEX "project_timing_search_text_trgm" ON "project_timing" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "project_timing_project_id_operation_info_id_key" ON "project_timing"("project_id", "operation_info_id");

-- CreateIndex
CREATE INDEX "daily_report_company_id_project_id_idx" ON "daily_report"("company_id", "project_id");

-- CreateIndex
CREATE INDEX "daily_report_status_idx" ON "daily_report"("status");

-- CreateIndex
CREATE INDEX "daily_report_report_date_idx" ON "daily_report"("report_date");

-- CreateIndex
CREATE INDEX "daily_report_search_text_trgm" ON "daily_report" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "daily_report_company_id_code_key" ON "daily_report"("company_id", "code");

-- CreateIndex
CREATE INDEX "daily_report_line_company_id_daily_report_id_idx" ON "daily_report_line"("company_id", "daily_report_id");

-- CreateIndex
CREATE INDEX "daily_report_line_company_id_machinery_id_idx" ON "daily_report_line"("company_id", "machinery_id");

-- CreateIndex
CREATE INDEX "daily_report_line_company_id_operation_info_id_idx" ON "daily_report_line"("company_id", "operation_info_id");

-- CreateIndex
CREATE INDEX "daily_report_line_search_text_trgm" ON "daily_report_line" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "cost_center_warehouse_company_id_cost_center_id_idx" ON "cost_center_warehouse"("company_id", "cost_center_id");

-- CreateIndex
CREATE INDEX "cost_center_warehouse_company_id_warehouse_id_idx" ON "cost_center_warehouse"("company_id", "warehouse_id");

-- CreateIndex
CREATE INDEX "cost_center_warehouse_search_text_trgm" ON "cost_center_warehouse" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "cost_center_warehouse_cost_center_id_warehouse_id_key" ON "cost_center_warehouse"("cost_center_id", "warehouse_id");

-- AddForeignKey
ALTER TABLE "public_group" ADD CONSTRAINT "public_group_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "public_group"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "estimation" ADD CONSTRAINT "estimation_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "estimation_line" ADD CONSTRAINT "estimation_line_estimation_id_fkey" FOREIGN KEY ("estimation_id") REFERENCES "estimation"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "estimation_line" ADD CONSTRAINT "estimation_line_public_group_id_fkey" FOREIGN KEY ("public_group_id") REFERENCES "public_group"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "estimation_line" ADD CONSTRAINT "estimation_line_operation_info_id_fkey" FOREIGN KEY ("operation_info_id") REFERENCES "operation_info"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "estimation_line" ADD CONSTRAINT "estimation_line_unit_id_fkey" FOREIGN KEY ("unit_id") REFERENCES "measure_unit"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_timing" ADD CONSTRAINT "project_timing_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_timing" ADD CONSTRAINT "project_timing_operation_info_id_fkey" FOREIGN KEY ("operation_info_id") REFERENCES "operation_info"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "daily_report" ADD CONSTRAINT "daily_report_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "daily_report_line" ADD CONSTRAINT "daily_report_line_daily_report_id_fkey" FOREIGN KEY ("daily_report_id") REFERENCES "daily_report"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "daily_report_line" ADD CONSTRAINT "daily_report_line_machinery_id_fkey" FOREIGN KEY ("machinery_id") REFERENCES "machinery"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "daily_report_line" ADD CONSTRAINT "daily_report_line_operation_info_id_fkey" FOREIGN KEY ("operation_info_id") REFERENCES "operation_info"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cost_center_warehouse" ADD CONSTRAINT "cost_center_warehouse_cost_center_id_fkey" FOREIGN KEY ("cost_center_id") REFERENCES "cost_center"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cost_center_warehouse" ADD CONSTRAINT "cost_center_warehouse_warehouse_id_fkey" FOREIGN KEY ("warehouse_id") REFERENCES "warehouse"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- search keys of the searchable entities this migration creates (packages/entities searchTriggersFor)
CREATE TRIGGER "public_group_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "public_group" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "estimation_search_text" BEFORE INSERT OR UPDATE OF "title", "code" ON "estimation" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title', 'code');
CREATE TRIGGER "estimation_line_search_text" BEFORE INSERT OR UPDATE OF "note" ON "estimation_line" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('note');
CREATE TRIGGER "project_timing_search_text" BEFORE INSERT OR UPDATE OF "description" ON "project_timing" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('description');
CREATE TRIGGER "daily_report_search_text" BEFORE INSERT OR UPDATE OF "code", "description" ON "daily_report" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('code', 'description');
CREATE TRIGGER "daily_report_line_search_text" BEFORE INSERT OR UPDATE OF "note", "job_title" ON "daily_report_line" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('note', 'job_title');
CREATE TRIGGER "cost_center_warehouse_search_text" BEFORE INSERT OR UPDATE OF "description" ON "cost_center_warehouse" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('description');
