-- AlterTable
ALTER TABLE "goods_consumption_standard" ADD COLUMN     "goods_id" INTEGER,
ALTER COLUMN "goods_name" DROP NOT NULL;

-- AlterTable
ALTER TABLE "supply_goods_line" ADD COLUMN     "goods_id" INTEGER,
ALTER COLUMN "goods_name" DROP NOT NULL,
ALTER COLUMN "measure_unit_id" DROP NOT NULL;

-- CreateTable
CREATE TABLE "inventory_count" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "financial_year_id" INTEGER,
    "code" VARCHAR(20),
    "count_date" DATE NOT NULL,
    "warehouse_id" INTEGER NOT NULL,
    "description" TEXT,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "approval_level" INTEGER,
    "approval_round" INTEGER NOT NULL DEFAULT 0,
    "correction_in_id" INTEGER,
    "correction_out_id" INTEGER,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "inventory_count_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "inventory_count_line" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "inventory_count_id" INTEGER NOT NULL,
    "product_id" INTEGER NOT NULL,
    "counted_quantity" DECIMAL(18,4) NOT NULL,
    "book_quantity" DECIMAL(18,4),
    "difference" DECIMAL(18,4),
    "note" VARCHAR(300),
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "inventory_count_line_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "support_warehouse_request" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "financial_year_id" INTEGER,
    "code" VARCHAR(20),
    "request_date" DATE NOT NULL,
    "project_id" INTEGER NOT NULL,
    "warehouse_id" INTEGER NOT NULL,
    "needed_by" DATE,
    "description" TEXT,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "approval_level" INTEGER,
    "approval_round" INTEGER NOT NULL DEFAULT 0,
    "issue_document_id" INTEGER,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "support_warehouse_request_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "support_warehouse_request_line" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "support_warehouse_request_id" INTEGER NOT NULL,
    "product_id" INTEGER NOT NULL,
    "quantity" DECIMAL(18,4) NOT NULL,
    "note" VARCHAR(300),
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "support_warehouse_request_line_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "warehouse_order" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "financial_year_id" INTEGER,
    "code" VARCHAR(20),
    "kind" SMALLINT NOT NULL DEFAULT 1,
    "order_date" DATE NOT NULL,
    "third_party_id" INTEGER NOT NULL,
    "warehouse_id" INTEGER NOT NULL,
    "delivery_date" DATE,
    "description" TEXT,
    "total_quantity" DECIMAL(18,4),
    "total_amount" DECIMAL(20,0),
    "status" SMALLINT NOT NULL DEFAULT 1,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "warehouse_order_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "warehouse_order_line" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "warehouse_order_id" INTEGER NOT NULL,
    "product_id" INTEGER NOT NULL,
    "quantity" DECIMAL(18,4) NOT NULL,
    "unit_price" DECIMAL(18,4) NOT NULL,
    "amount" DECIMAL(20,0),
    "note" VARCHAR(300),
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "warehouse_order_line_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "packing" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "packing_date" DATE NOT NULL,
    "warehouse_order_id" INTEGER,
    "stock_document_id" INTEGER,
    "third_party_id" INTEGER,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "packing_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "packing_line" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "packing_id" INTEGER NOT NULL,
    "product_id" INTEGER NOT NULL,
    "quantity" DECIMAL(18,4) NOT NULL,
    "box_id" INTEGER,
    "packaging_spec_id" INTEGER,
    "box_count" INTEGER,
    "gross_weight" DECIMAL(18,4),
    "note" VARCHAR(300),
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "packing_line_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_price" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "product_id" INTEGER NOT NULL,
    "valid_from" DATE NOT NULL,
    "sale_price" DECIMAL(20,0) NOT NULL,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "product_price_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "inventory_count_company_id_warehouse_id_idx" ON "inventory_count"("company_id", "warehouse_id");

-- CreateIndex
CREATE INDEX "inventory_count_company_id_correction_in_id_idx" ON "inventory_count"("company_id", "correction_in_id");

-- CreateIndex
CREATE INDEX "inventory_count_company_id_correction_out_id_idx" ON "inventory_count"("company_id", "correction_out_id");

-- CreateIndex
CREATE INDEX "inventory_count_company_id_financial_year_id_idx" ON "inventory_count"("company_id", "financial_year_id");

-- CreateIndex
CREATE INDEX "inventory_count_status_idx" ON "inventory_count"("status");

-- CreateIndex
CREATE INDEX "inventory_count_count_date_idx" ON "inventory_count"("count_date");

-- CreateIndex
CREATE INDEX "inventory_count_search_text_trgm" ON "inventory_count" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "inventory_count_company_id_code_key" ON "inventory_count"("company_id", "code");

-- CreateIndex
CREATE INDEX "inventory_count_line_company_id_inventory_count_id_idx" ON "inventory_count_line"("company_id", "inventory_count_id");

-- CreateIndex
CREATE INDEX "inventory_count_line_company_id_product_id_idx" ON "inventory_count_line"("company_id", "product_id");

-- CreateIndex
CREATE INDEX "inventory_count_line_search_text_trgm" ON "inventory_count_line" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "support_warehouse_request_company_id_project_id_idx" ON "support_warehouse_request"("company_id", "project_id");

-- CreateIndex
CREATE INDEX "support_warehouse_request_company_id_warehouse_id_idx" ON "support_warehouse_request"("company_id", "warehouse_id");

-- CreateIndex
CREATE INDEX "support_warehouse_request_company_id_issue_document_id_idx" ON "support_warehouse_request"("company_id", "issue_document_id");

-- CreateIndex
CREATE INDEX "support_warehouse_request_company_id_financial_year_id_idx" ON "support_warehouse_request"("company_id", "financial_year_id");

-- CreateIndex
CREATE INDEX "support_warehouse_request_status_idx" ON "support_warehouse_request"("status");

-- CreateIndex
CREATE INDEX "support_warehouse_request_approval_level_idx" ON "support_warehouse_request"("approval_level");

-- CreateIndex
CREATE INDEX "support_warehouse_request_search_text_trgm" ON "support_warehouse_request" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "support_warehouse_request_company_id_code_key" ON "support_warehouse_request"("company_id", "code");

-- CreateIndex
CREATE INDEX "support_warehouse_request_line_company_id_support_warehouse_idx" ON "support_warehouse_request_line"("company_id", "support_warehouse_request_id");

-- CreateIndex
CREATE INDEX "support_warehouse_request_line_company_id_product_id_idx" ON "support_warehouse_request_line"("company_id", "product_id");

-- CreateIndex
CREATE INDEX "support_warehouse_request_line_search_text_trgm" ON "support_warehouse_request_line" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "warehouse_order_company_id_third_party_id_idx" ON "warehouse_order"("company_id", "third_party_id");

-- CreateIndex
CREATE INDEX "warehouse_order_company_id_warehouse_id_idx" ON "warehouse_order"("company_id", "warehouse_id");

-- CreateIndex
CREATE INDEX "warehouse_order_company_id_financial_year_id_idx" ON "warehouse_order"("company_id", "financial_year_id");

-- CreateIndex
CREATE INDEX "warehouse_order_kind_idx" ON "warehouse_order"("kind");

-- CreateIndex
CREATE INDEX "warehouse_order_status_idx" ON "warehouse_order"("status");

-- CreateIndex
CREATE INDEX "warehouse_order_order_date_idx" ON "warehouse_order"("order_date");

-- CreateIndex
CREATE INDEX "warehouse_order_search_text_trgm" ON "warehouse_order" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "warehouse_order_company_id_code_key" ON "warehouse_order"("company_id", "code");

-- CreateIndex
CREATE INDEX "warehouse_order_line_company_id_warehouse_order_id_idx" ON "warehouse_order_line"("company_id", "warehouse_order_id");

-- CreateIndex
CREATE INDEX "warehouse_order_line_company_id_product_id_idx" ON "warehouse_order_line"("company_id", "product_id");

-- CreateIndex
CREATE INDEX "warehouse_order_line_search_text_trgm" ON "warehouse_order_line" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "packing_company_id_warehouse_order_id_idx" ON "packing"("company_id", "warehouse_order_id");

-- CreateIndex
CREATE INDEX "packing_company_id_stock_document_id_idx" ON "packing"("company_id", "stock_document_id");

-- CreateIndex
CREATE INDEX "packing_company_id_third_party_id_idx" ON "packing"("company_id", "third_party_id");

-- CreateIndex
CREATE INDEX "packing_packing_date_idx" ON "packing"("packing_date");

-- CreateIndex
CREATE INDEX "packing_search_text_trgm" ON "packing" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "packing_company_id_code_key" ON "packing"("company_id", "code");

-- CreateIndex
CREATE INDEX "packing_line_company_id_packing_id_idx" ON "packing_line"("company_id", "packing_id");

-- CreateIndex
CREATE INDEX "packing_line_company_id_product_id_idx" ON "packing_line"("company_id", "product_id");

-- CreateIndex
CREATE INDEX "packing_line_company_id_box_id_idx" ON "packing_line"("company_id", "box_id");

-- CreateIndex
CREATE INDEX "packing_line_company_id_packaging_spec_id_idx" ON "packing_line"("company_id", "packaging_spec_id");

-- CreateIndex
CREATE INDEX "packing_line_search_text_trgm" ON "packing_line" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "product_price_company_id_product_id_idx" ON "product_price"("company_id", "product_id");

-- CreateIndex
CREATE INDEX "product_price_valid_from_idx" ON "product_price"("valid_from");

-- CreateIndex
CREATE INDEX "product_price_search_text_trgm" ON "product_price" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "product_price_product_id_valid_from_key" ON "product_price"("product_id", "valid_from");

-- CreateIndex
CREATE INDEX "goods_consumption_standard_company_id_goods_id_idx" ON "goods_consumption_standard"("company_id", "goods_id");

-- CreateIndex
CREATE INDEX "supply_goods_line_company_id_goods_id_idx" ON "supply_goods_line"("company_id", "goods_id");

-- AddForeignKey
ALTER TABLE "supply_goods_line" ADD CONSTRAINT "supply_goods_line_goods_id_fkey" FOREIGN KEY ("goods_id") REFERENCES "product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "goods_consumption_standard" ADD CONSTRAINT "goods_consumption_standard_goods_id_fkey" FOREIGN KEY ("goods_id") REFERENCES "product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inventory_count" ADD CONSTRAINT "inventory_count_warehouse_id_fkey" FOREIGN KEY ("warehouse_id") REFERENCES "warehouse"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inventory_count" ADD CONSTRAINT "inventory_count_correction_in_id_fkey" FOREIGN KEY ("correction_in_id") REFERENCES "stock_document"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inventory_count" ADD CONSTRAINT "inventory_count_correction_out_id_fkey" FOREIGN KEY ("correction_out_id") REFERENCES "stock_document"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inventory_count_line" ADD CONSTRAINT "inventory_count_line_inventory_count_id_fkey" FOREIGN KEY ("inventory_count_id") REFERENCES "inventory_count"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inventory_count_line" ADD CONSTRAINT "inventory_count_line_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "support_warehouse_request" ADD CONSTRAINT "support_warehouse_request_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "support_warehouse_request" ADD CONSTRAINT "support_warehouse_request_warehouse_id_fkey" FOREIGN KEY ("warehouse_id") REFERENCES "warehouse"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "support_warehouse_request" ADD CONSTRAINT "support_warehouse_request_issue_document_id_fkey" FOREIGN KEY ("issue_document_id") REFERENCES "stock_document"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "support_warehouse_request_line" ADD CONSTRAINT "support_warehouse_request_line_support_warehouse_request_i_fkey" FOREIGN KEY ("support_warehouse_request_id") REFERENCES "support_warehouse_request"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "support_warehouse_request_line" ADD CONSTRAINT "support_warehouse_request_line_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "warehouse_order" ADD CONSTRAINT "warehouse_order_third_party_id_fkey" FOREIGN KEY ("third_party_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "warehouse_order" ADD CONSTRAINT "warehouse_order_warehouse_id_fkey" FOREIGN KEY ("warehouse_id") REFERENCES "warehouse"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "warehouse_order_line" ADD CONSTRAINT "warehouse_order_line_warehouse_order_id_fkey" FOREIGN KEY ("warehouse_order_id") REFERENCES "warehouse_order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "warehouse_order_line" ADD CONSTRAINT "warehouse_order_line_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "packing" ADD CONSTRAINT "packing_warehouse_order_id_fkey" FOREIGN KEY ("warehouse_order_id") REFERENCES "warehouse_order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "packing" ADD CONSTRAINT "packing_stock_document_id_fkey" FOREIGN KEY ("stock_document_id") REFERENCES "stock_document"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "packing" ADD CONSTRAINT "packing_third_party_id_fkey" FOREIGN KEY ("third_party_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "packing_line" ADD CONSTRAINT "packing_line_packing_id_fkey" FOREIGN KEY ("packing_id") REFERENCES "packing"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "packing_line" ADD CONSTRAINT "packing_line_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "packing_line" ADD CONSTRAINT "packing_line_box_id_fkey" FOREIGN KEY ("box_id") REFERENCES "box"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "packing_line" ADD CONSTRAINT "packing_line_packaging_spec_id_fkey" FOREIGN KEY ("packaging_spec_id") REFERENCES "packaging_spec"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_price" ADD CONSTRAINT "product_price_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- search keys of the searchable entities this migration creates (packages/entities searchTriggersFor)
CREATE TRIGGER "inventory_count_search_text" BEFORE INSERT OR UPDATE OF "code", "description" ON "inventory_count" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('code', 'description');
CREATE TRIGGER "inventory_count_line_search_text" BEFORE INSERT OR UPDATE OF "note" ON "inventory_count_line" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('note');
CREATE TRIGGER "support_warehouse_request_search_text" BEFORE INSERT OR UPDATE OF "code", "description" ON "support_warehouse_request" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('code', 'description');
CREATE TRIGGER "support_warehouse_request_line_search_text" BEFORE INSERT OR UPDATE OF "note" ON "support_warehouse_request_line" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('note');
CREATE TRIGGER "warehouse_order_search_text" BEFORE INSERT OR UPDATE OF "code", "description" ON "warehouse_order" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('code', 'description');
CREATE TRIGGER "warehouse_order_line_search_text" BEFORE INSERT OR UPDATE OF "note" ON "warehouse_order_line" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('note');
CREATE TRIGGER "packing_search_text" BEFORE INSERT OR UPDATE OF "code", "description" ON "packing" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('code', 'description');
CREATE TRIGGER "packing_line_search_text" BEFORE INSERT OR UPDATE OF "note" ON "packing_line" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('note');
CREATE TRIGGER "product_price_search_text" BEFORE INSERT OR UPDATE OF "description" ON "product_price" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('description');
