-- CreateTable
CREATE TABLE "moadiyan_setting" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "memory_id" VARCHAR(6) NOT NULL,
    "economic_code" VARCHAR(14) NOT NULL,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "moadiyan_setting_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "moadiyan_product" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(13) NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "vat_rate" DECIMAL(18,4) NOT NULL DEFAULT 10,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "moadiyan_product_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "moadiyan_product_product" (
    "owner_id" INTEGER NOT NULL,
    "target_id" INTEGER NOT NULL,

    CONSTRAINT "moadiyan_product_product_pkey" PRIMARY KEY ("owner_id","target_id")
);

-- CreateTable
CREATE TABLE "moadiyan_service" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(13) NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "vat_rate" DECIMAL(18,4) NOT NULL DEFAULT 10,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "moadiyan_service_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "moadiyan_service_service" (
    "owner_id" INTEGER NOT NULL,
    "target_id" INTEGER NOT NULL,

    CONSTRAINT "moadiyan_service_service_pkey" PRIMARY KEY ("owner_id","target_id")
);

-- CreateTable
CREATE TABLE "moadiyan_measure_unit" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(10) NOT NULL,
    "title" VARCHAR(100) NOT NULL,
    "measure_unit_id" INTEGER NOT NULL,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "moadiyan_measure_unit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "moadiyan_invoice" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "financial_year_id" INTEGER,
    "code" VARCHAR(20),
    "invoice_date" DATE NOT NULL,
    "kind" SMALLINT NOT NULL DEFAULT 1,
    "third_party_id" INTEGER,
    "subject" SMALLINT NOT NULL DEFAULT 1,
    "reference_tax_id" VARCHAR(22),
    "settlement" SMALLINT NOT NULL DEFAULT 1,
    "cash_amount" DECIMAL(20,0),
    "warehouse_order_id" INTEGER,
    "description" TEXT,
    "total_gross" DECIMAL(20,0),
    "total_discount" DECIMAL(20,0),
    "total_net" DECIMAL(20,0),
    "total_vat" DECIMAL(20,0),
    "total_amount" DECIMAL(20,0),
    "tax_id" VARCHAR(22),
    "serial" INTEGER,
    "payload" TEXT,
    "reference_number" VARCHAR(100),
    "authority_message" TEXT,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "moadiyan_invoice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "moadiyan_invoice_line" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "moadiyan_invoice_id" INTEGER NOT NULL,
    "product_id" INTEGER,
    "service_id" INTEGER,
    "quantity" DECIMAL(18,4) NOT NULL,
    "measure_unit_id" INTEGER NOT NULL,
    "unit_price" DECIMAL(20,0) NOT NULL,
    "gross_amount" DECIMAL(20,0),
    "discount" DECIMAL(20,0) NOT NULL DEFAULT 0,
    "net_amount" DECIMAL(20,0),
    "vat_rate" DECIMAL(18,4),
    "vat_amount" DECIMAL(20,0),
    "line_total" DECIMAL(20,0),
    "note" VARCHAR(300),
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "moadiyan_invoice_line_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "moadiyan_setting_search_text_trgm" ON "moadiyan_setting" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "moadiyan_setting_company_id_memory_id_key" ON "moadiyan_setting"("company_id", "memory_id");

-- CreateIndex
CREATE INDEX "moadiyan_product_search_text_trgm" ON "moadiyan_product" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "moadiyan_product_company_id_code_key" ON "moadiyan_product"("company_id", "code");

-- CreateIndex
CREATE INDEX "moadiyan_product_product_target_id_idx" ON "moadiyan_product_product"("target_id");

-- CreateIndex
CREATE INDEX "moadiyan_service_search_text_trgm" ON "moadiyan_service" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "moadiyan_service_company_id_code_key" ON "moadiyan_service"("company_id", "code");

-- CreateIndex
CREATE INDEX "moadiyan_service_service_target_id_idx" ON "moadiyan_service_service"("target_id");

-- CreateIndex
CREATE INDEX "moadiyan_measure_unit_company_id_measure_unit_id_idx" ON "moadiyan_measure_unit"("company_id", "measure_unit_id");

-- CreateIndex
CREATE INDEX "moadiyan_measure_unit_search_text_trgm" ON "moadiyan_measure_unit" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "moadiyan_measure_unit_company_id_code_key" ON "moadiyan_measure_unit"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "moadiyan_measure_unit_company_id_measure_unit_id_key" ON "moadiyan_measure_unit"("company_id", "measure_unit_id");

-- CreateIndex
CREATE INDEX "moadiyan_invoice_company_id_third_party_id_idx" ON "moadiyan_invoice"("company_id", "third_party_id");

-- CreateIndex
CREATE INDEX "moadiyan_invoice_company_id_warehouse_order_id_idx" ON "moadiyan_invoice"("company_id", "warehouse_order_id");

-- CreateIndex
CREATE INDEX "moadiyan_invoice_company_id_financial_year_id_idx" ON "moadiyan_invoice"("company_id", "financial_year_id");

-- CreateIndex
CREATE INDEX "moadiyan_invoice_kind_idx" ON "moadiyan_invoice"("kind");

-- CreateIndex
CREATE INDEX "moadiyan_invoice_subject_idx" ON "moadiyan_invoice"("subject");

-- CreateIndex
CREATE INDEX "moadiyan_invoice_status_idx" ON "moadiyan_invoice"("status");

-- CreateIndex
CREATE INDEX "moadiyan_invoice_invoice_date_idx" ON "moadiyan_invoice"("invoice_date");

-- CreateIndex
CREATE INDEX "moadiyan_invoice_search_text_trgm" ON "moadiyan_invoice" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "moadiyan_invoice_company_id_code_key" ON "moadiyan_invoice"("company_id", "code");

-- CreateIndex
CREATE INDEX "moadiyan_invoice_line_company_id_moadiyan_invoice_id_idx" ON "moadiyan_invoice_line"("company_id", "moadiyan_invoice_id");

-- CreateIndex
CREATE INDEX "moadiyan_invoice_line_company_id_product_id_idx" ON "moadiyan_invoice_line"("company_id", "product_id");

-- CreateIndex
CREATE INDEX "moadiyan_invoice_line_company_id_service_id_idx" ON "moadiyan_invoice_line"("company_id", "service_id");

-- CreateIndex
CREATE INDEX "moadiyan_invoice_line_company_id_measure_unit_id_idx" ON "moadiyan_invoice_line"("company_id", "measure_unit_id");

-- CreateIndex
CREATE INDEX "moadiyan_invoice_line_search_text_trgm" ON "moadiyan_invoice_line" USING GIN ("search_text" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "moadiyan_product_product" ADD CONSTRAINT "moadiyan_product_product_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "moadiyan_product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "moadiyan_product_product" ADD CONSTRAINT "moadiyan_product_product_target_id_fkey" FOREIGN KEY ("target_id") REFERENCES "product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "moadiyan_service_service" ADD CONSTRAINT "moadiyan_service_service_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "moadiyan_service"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "moadiyan_service_service" ADD CONSTRAINT "moadiyan_service_service_target_id_fkey" FOREIGN KEY ("target_id") REFERENCES "service_item"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "moadiyan_measure_unit" ADD CONSTRAINT "moadiyan_measure_unit_measure_unit_id_fkey" FOREIGN KEY ("measure_unit_id") REFERENCES "measure_unit"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "moadiyan_invoice" ADD CONSTRAINT "moadiyan_invoice_third_party_id_fkey" FOREIGN KEY ("third_party_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "moadiyan_invoice" ADD CONSTRAINT "moadiyan_invoice_warehouse_order_id_fkey" FOREIGN KEY ("warehouse_order_id") REFERENCES "warehouse_order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "moadiyan_invoice_line" ADD CONSTRAINT "moadiyan_invoice_line_moadiyan_invoice_id_fkey" FOREIGN KEY ("moadiyan_invoice_id") REFERENCES "moadiyan_invoice"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "moadiyan_invoice_line" ADD CONSTRAINT "moadiyan_invoice_line_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "moadiyan_invoice_line" ADD CONSTRAINT "moadiyan_invoice_line_service_id_fkey" FOREIGN KEY ("service_id") REFERENCES "service_item"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "moadiyan_invoice_line" ADD CONSTRAINT "moadiyan_invoice_line_measure_unit_id_fkey" FOREIGN KEY ("measure_unit_id") REFERENCES "measure_unit"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- search keys of the searchable entities this migration creates (packages/entities searchTriggersFor)
CREATE TRIGGER "moadiyan_setting_search_text" BEFORE INSERT OR UPDATE OF "memory_id", "economic_code" ON "moadiyan_setting" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('memory_id', 'economic_code');
CREATE TRIGGER "moadiyan_product_search_text" BEFORE INSERT OR UPDATE OF "title", "code" ON "moadiyan_product" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title', 'code');
CREATE TRIGGER "moadiyan_service_search_text" BEFORE INSERT OR UPDATE OF "title", "code" ON "moadiyan_service" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title', 'code');
CREATE TRIGGER "moadiyan_measure_unit_search_text" BEFORE INSERT OR UPDATE OF "title", "code" ON "moadiyan_measure_unit" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title', 'code');
CREATE TRIGGER "moadiyan_invoice_search_text" BEFORE INSERT OR UPDATE OF "code", "tax_id", "description" ON "moadiyan_invoice" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('code', 'tax_id', 'description');
CREATE TRIGGER "moadiyan_invoice_line_search_text" BEFORE INSERT OR UPDATE OF "note" ON "moadiyan_invoice_line" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('note');
