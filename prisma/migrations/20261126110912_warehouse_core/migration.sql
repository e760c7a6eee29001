-- CreateTable
CREATE TABLE "product_category" (
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

    CONSTRAINT "product_category_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "feature" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "value_kind" SMALLINT NOT NULL DEFAULT 1,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "feature_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tag" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "tag_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "brand_model" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "brand_id" INTEGER,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "brand_model_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "box" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "length_cm" DECIMAL(18,4),
    "width_cm" DECIMAL(18,4),
    "height_cm" DECIMAL(18,4),
    "max_weight_kg" DECIMAL(18,4),
    "price" DECIMAL(20,0),
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "box_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "packaging_spec" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "package_type" SMALLINT NOT NULL DEFAULT 1,
    "units_per_package" DECIMAL(18,4) NOT NULL,
    "box_id" INTEGER,
    "gross_weight_kg" DECIMAL(18,4),
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "packaging_spec_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "measure_unit_id" INTEGER NOT NULL,
    "product_category_id" INTEGER,
    "brand_model_id" INTEGER,
    "barcode" VARCHAR(40),
    "technical_code" VARCHAR(60),
    "valuation_method" SMALLINT NOT NULL DEFAULT 1,
    "allow_negative" BOOLEAN NOT NULL DEFAULT false,
    "min_stock" DECIMAL(18,4),
    "max_stock" DECIMAL(18,4),
    "order_point" DECIMAL(18,4),
    "sale_price" DECIMAL(20,0),
    "packaging_spec_id" INTEGER,
    "moadiyan_code" VARCHAR(13),
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "product_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_feature" (
    "owner_id" INTEGER NOT NULL,
    "target_id" INTEGER NOT NULL,

    CONSTRAINT "product_feature_pkey" PRIMARY KEY ("owner_id","target_id")
);

-- CreateTable
CREATE TABLE "product_tag" (
    "owner_id" INTEGER NOT NULL,
    "target_id" INTEGER NOT NULL,

    CONSTRAINT "product_tag_pkey" PRIMARY KEY ("owner_id","target_id")
);

-- CreateTable
CREATE TABLE "product_unit" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "product_id" INTEGER NOT NULL,
    "title" VARCHAR(100) NOT NULL,
    "measure_unit_id" INTEGER NOT NULL,
    "factor" DECIMAL(18,4) NOT NULL,
    "barcode" VARCHAR(40),
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "product_unit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "warehouse" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "warehouse_type" SMALLINT NOT NULL DEFAULT 1,
    "keeper_id" INTEGER,
    "project_id" INTEGER,
    "phone" VARCHAR(20),
    "address" VARCHAR(300),
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "warehouse_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "warehouse_allowed_person" (
    "owner_id" INTEGER NOT NULL,
    "target_id" INTEGER NOT NULL,

    CONSTRAINT "warehouse_allowed_person_pkey" PRIMARY KEY ("owner_id","target_id")
);

-- CreateTable
CREATE TABLE "warehouse_location" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "warehouse_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "title" VARCHAR(100) NOT NULL,
    "place_kind" SMALLINT NOT NULL DEFAULT 3,
    "parent_location_id" INTEGER,
    "capacity" DECIMAL(18,4),
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "warehouse_location_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stock_document" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "financial_year_id" INTEGER,
    "code" VARCHAR(20),
    "kind" SMALLINT NOT NULL DEFAULT 1,
    "direction" SMALLINT,
    "is_correction" BOOLEAN NOT NULL DEFAULT false,
    "document_date" DATE NOT NULL,
    "warehouse_id" INTEGER NOT NULL,
    "to_warehouse_id" INTEGER,
    "third_party_id" INTEGER,
    "project_id" INTEGER,
    "reference_no" VARCHAR(40),
    "expected_return_date" DATE,
    "description" TEXT,
    "total_quantity" DECIMAL(18,4),
    "total_amount" DECIMAL(20,0),
    "status" SMALLINT NOT NULL DEFAULT 1,
    "posted_at" TIMESTAMPTZ(3),
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "stock_document_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stock_document_line" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "stock_document_id" INTEGER NOT NULL,
    "product_id" INTEGER NOT NULL,
    "product_unit_id" INTEGER,
    "quantity" DECIMAL(18,4) NOT NULL,
    "unit_cost" DECIMAL(18,4),
    "amount" DECIMAL(20,0),
    "base_quantity" DECIMAL(18,4),
    "warehouse_location_id" INTEGER,
    "note" VARCHAR(300),
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "stock_document_line_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stock_move" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "product_id" INTEGER NOT NULL,
    "warehouse_id" INTEGER NOT NULL,
    "move_date" DATE NOT NULL,
    "seq" INTEGER NOT NULL,
    "stock_document_id" INTEGER NOT NULL,
    "document_code" VARCHAR(20),
    "kind" SMALLINT NOT NULL,
    "is_reversal" BOOLEAN NOT NULL DEFAULT false,
    "qty_in" DECIMAL(18,4),
    "qty_out" DECIMAL(18,4),
    "quantity" DECIMAL(18,4) NOT NULL,
    "value" DECIMAL(20,0) NOT NULL,
    "unit_cost" DECIMAL(18,4),
    "qty_after" DECIMAL(18,4) NOT NULL,
    "value_after" DECIMAL(20,0) NOT NULL,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "stock_move_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stock_balance" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "product_id" INTEGER NOT NULL,
    "warehouse_id" INTEGER NOT NULL,
    "quantity" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "value" DECIMAL(20,0) NOT NULL DEFAULT 0,
    "last_seq" INTEGER NOT NULL DEFAULT 0,
    "last_date" DATE,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "stock_balance_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stock_layer" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "product_id" INTEGER NOT NULL,
    "warehouse_id" INTEGER NOT NULL,
    "stock_move_id" INTEGER NOT NULL,
    "quantity" DECIMAL(18,4) NOT NULL,
    "remaining_qty" DECIMAL(18,4) NOT NULL,
    "remaining_value" DECIMAL(20,0) NOT NULL,

    CONSTRAINT "stock_layer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stock_layer_take" (
    "id" SERIAL NOT NULL,
    "stock_layer_id" INTEGER NOT NULL,
    "stock_move_id" INTEGER NOT NULL,
    "quantity" DECIMAL(18,4) NOT NULL,
    "value" DECIMAL(20,0) NOT NULL,

    CONSTRAINT "stock_layer_take_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "product_category_company_id_parent_id_idx" ON "product_category"("company_id", "parent_id");

-- CreateIndex
CREATE INDEX "product_category_search_text_trgm" ON "product_category" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "product_category_company_id_code_key" ON "product_category"("company_id", "code");

-- CreateIndex
CREATE INDEX "feature_search_text_trgm" ON "feature" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "feature_company_id_code_key" ON "feature"("company_id", "code");

-- CreateIndex
CREATE INDEX "tag_search_text_trgm" ON "tag" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "tag_company_id_code_key" ON "tag"("company_id", "code");

-- CreateIndex
CREATE INDEX "brand_model_company_id_brand_id_idx" ON "brand_model"("company_id", "brand_id");

-- CreateIndex
CREATE INDEX "brand_model_search_text_trgm" ON "brand_model" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "brand_model_company_id_code_key" ON "brand_model"("company_id", "code");

-- CreateIndex
CREATE INDEX "box_search_text_trgm" ON "box" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "box_company_id_code_key" ON "box"("company_id", "code");

-- CreateIndex
CREATE INDEX "packaging_spec_company_id_box_id_idx" ON "packaging_spec"("company_id", "box_id");

-- CreateIndex
CREATE INDEX "packaging_spec_package_type_idx" ON "packaging_spec"("package_type");

-- CreateIndex
CREATE INDEX "packaging_spec_search_text_trgm" ON "packaging_spec" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "packaging_spec_company_id_code_key" ON "packaging_spec"("company_id", "code");

-- CreateIndex
CREATE INDEX "product_company_id_measure_unit_id_idx" ON "product"("company_id", "measure_unit_id");

-- CreateIndex
CREATE INDEX "product_company_id_product_category_id_idx" ON "product"("company_id", "product_category_id");

-- CreateIndex
CREATE INDEX "product_company_id_brand_model_id_idx" ON "product"("company_id", "brand_model_id");

-- CreateIndex
CREATE INDEX "product_company_id_packaging_spec_id_idx" ON "product"("company_id", "packaging_spec_id");

-- CreateIndex
CREATE INDEX "product_valuation_method_idx" ON "product"("valuation_method");

-- CreateIndex
CREATE INDEX "product_search_text_trgm" ON "product" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "product_company_id_code_key" ON "product"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "product_company_id_barcode_key" ON "product"("company_id", "barcode");

-- CreateIndex
CREATE INDEX "product_feature_target_id_idx" ON "product_feature"("target_id");

-- CreateIndex
CREATE INDEX "product_tag_target_id_idx" ON "product_tag"("target_id");

-- CreateIndex
CREATE INDEX "product_unit_company_id_product_id_idx" ON "product_unit"("company_id", "product_id");

-- CreateIndex
CREATE INDEX "product_unit_company_id_measure_unit_id_idx" ON "product_unit"("company_id", "measure_unit_id");

-- CreateIndex
CREATE INDEX "product_unit_search_text_trgm" ON "product_unit" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "product_unit_product_id_measure_unit_id_key" ON "product_unit"("product_id", "measure_unit_id");

-- CreateIndex
CREATE INDEX "warehouse_company_id_keeper_id_idx" ON "warehouse"("company_id", "keeper_id");

-- CreateIndex
CREATE INDEX "warehouse_company_id_project_id_idx" ON "warehouse"("company_id", "project_id");

-- CreateIndex
CREATE INDEX "warehouse_warehouse_type_idx" ON "warehouse"("warehouse_type");

-- CreateIndex
CREATE INDEX "warehouse_search_text_trgm" ON "warehouse" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "warehouse_company_id_code_key" ON "warehouse"("company_id", "code");

-- CreateIndex
CREATE INDEX "warehouse_allowed_person_target_id_idx" ON "warehouse_allowed_person"("target_id");

-- CreateIndex
CREATE INDEX "warehouse_location_company_id_warehouse_id_idx" ON "warehouse_location"("company_id", "warehouse_id");

-- CreateIndex
CREATE INDEX "warehouse_location_company_id_parent_location_id_idx" ON "warehouse_location"("company_id", "parent_location_id");

-- CreateIndex
CREATE INDEX "warehouse_location_place_kind_idx" ON "warehouse_location"("place_kind");

-- CreateIndex
CREATE INDEX "warehouse_location_search_text_trgm" ON "warehouse_location" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "warehouse_location_warehouse_id_code_key" ON "warehouse_location"("warehouse_id", "code");

-- CreateIndex
CREATE INDEX "stock_document_company_id_warehouse_id_idx" ON "stock_document"("company_id", "warehouse_id");

-- CreateIndex
CREATE INDEX "stock_document_company_id_to_warehouse_id_idx" ON "stock_document"("company_id", "to_warehouse_id");

-- CreateIndex
CREATE INDEX "stock_document_company_id_third_party_id_idx" ON "stock_document"("company_id", "third_party_id");

-- CreateIndex
CREATE INDEX "stock_document_company_id_project_id_idx" ON "stock_document"("company_id", "project_id");

-- CreateIndex
CREATE INDEX "stock_document_company_id_financial_year_id_idx" ON "stock_document"("company_id", "financial_year_id");

-- CreateIndex
CREATE INDEX "stock_document_kind_idx" ON "stock_document"("kind");

-- CreateIndex
CREATE INDEX "stock_document_direction_idx" ON "stock_document"("direction");

-- CreateIndex
CREATE INDEX "stock_document_is_correction_idx" ON "stock_document"("is_correction");

-- CreateIndex
CREATE INDEX "stock_document_status_idx" ON "stock_document"("status");

-- CreateIndex
CREATE INDEX "stock_document_document_date_idx" ON "stock_document"("document_date");

-- CreateIndex
CREATE INDEX "stock_document_search_text_trgm" ON "stock_document" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "stock_document_company_id_code_key" ON "stock_document"("company_id", "code");

-- CreateIndex
CREATE INDEX "stock_document_line_company_id_stock_document_id_idx" ON "stock_document_line"("company_id", "stock_document_id");

-- CreateIndex
CREATE INDEX "stock_document_line_company_id_product_id_idx" ON "stock_document_line"("company_id", "product_id");

-- CreateIndex
CREATE INDEX "stock_document_line_company_id_product_unit_id_idx" ON "stock_document_line"("company_id", "product_unit_id");

-- CreateIndex
CREATE INDEX "stock_document_line_company_id_warehouse_location_id_idx" ON "stock_document_line"("company_id", "warehouse_location_id");

-- CreateIndex
CREATE INDEX "stock_document_line_search_text_trgm" ON "stock_document_line" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "stock_move_company_id_product_id_idx" ON "stock_move"("company_id", "product_id");

-- CreateIndex
CREATE INDEX "stock_move_company_id_warehouse_id_idx" ON "stock_move"("company_id", "warehouse_id");

-- CreateIndex
CREATE INDEX "stock_move_company_id_stock_document_id_idx" ON "stock_move"("company_id", "stock_document_id");

-- CreateIndex
CREATE INDEX "stock_move_kind_idx" ON "stock_move"("kind");

-- CreateIndex
CREATE INDEX "stock_move_move_date_idx" ON "stock_move"("move_date");

-- CreateIndex
CREATE INDEX "stock_move_company_id_product_id_warehouse_id_move_date_seq_idx" ON "stock_move"("company_id", "product_id", "warehouse_id", "move_date", "seq");

-- CreateIndex
CREATE INDEX "stock_move_company_id_move_date_idx" ON "stock_move"("company_id", "move_date");

-- CreateIndex
CREATE INDEX "stock_move_search_text_trgm" ON "stock_move" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "stock_balance_company_id_warehouse_id_idx" ON "stock_balance"("company_id", "warehouse_id");

-- CreateIndex
CREATE UNIQUE INDEX "stock_balance_company_id_product_id_warehouse_id_key" ON "stock_balance"("company_id", "product_id", "warehouse_id");

-- CreateIndex
CREATE INDEX "stock_layer_company_id_product_id_warehouse_id_id_idx" ON "stock_layer"("company_id", "product_id", "warehouse_id", "id");

-- CreateIndex
CREATE INDEX "stock_layer_stock_move_id_idx" ON "stock_layer"("stock_move_id");

-- CreateIndex
CREATE INDEX "stock_layer_take_stock_move_id_idx" ON "stock_layer_take"("stock_move_id");

-- CreateIndex
CREATE INDEX "stock_layer_take_stock_layer_id_idx" ON "stock_layer_take"("stock_layer_id");

-- AddForeignKey
ALTER TABLE "product_category" ADD CONSTRAINT "product_category_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "product_category"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "brand_model" ADD CONSTRAINT "brand_model_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "brand_model"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "packaging_spec" ADD CONSTRAINT "packaging_spec_box_id_fkey" FOREIGN KEY ("box_id") REFERENCES "box"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product" ADD CONSTRAINT "product_measure_unit_id_fkey" FOREIGN KEY ("measure_unit_id") REFERENCES "measure_unit"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product" ADD CONSTRAINT "product_product_category_id_fkey" FOREIGN KEY ("product_category_id") REFERENCES "product_category"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product" ADD CONSTRAINT "product_brand_model_id_fkey" FOREIGN KEY ("brand_model_id") REFERENCES "brand_model"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product" ADD CONSTRAINT "product_packaging_spec_id_fkey" FOREIGN KEY ("packaging_spec_id") REFERENCES "packaging_spec"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_feature" ADD CONSTRAINT "product_feature_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_feature" ADD CONSTRAINT "product_feature_target_id_fkey" FOREIGN KEY ("target_id") REFERENCES "feature"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_tag" ADD CONSTRAINT "product_tag_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_tag" ADD CONSTRAINT "product_tag_target_id_fkey" FOREIGN KEY ("target_id") REFERENCES "tag"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_unit" ADD CONSTRAINT "product_unit_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_unit" ADD CONSTRAINT "product_unit_measure_unit_id_fkey" FOREIGN KEY ("measure_unit_id") REFERENCES "measure_unit"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "warehouse" ADD CONSTRAINT "warehouse_keeper_id_fkey" FOREIGN KEY ("keeper_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "warehouse" ADD CONSTRAINT "warehouse_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "warehouse_allowed_person" ADD CONSTRAINT "warehouse_allowed_person_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "warehouse"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "warehouse_allowed_person" ADD CONSTRAINT "warehouse_allowed_person_target_id_fkey" FOREIGN KEY ("target_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "warehouse_location" ADD CONSTRAINT "warehouse_location_warehouse_id_fkey" FOREIGN KEY ("warehouse_id") REFERENCES "warehouse"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "warehouse_location" ADD CONSTRAINT "warehouse_location_parent_location_id_fkey" FOREIGN KEY ("parent_location_id") REFERENCES "warehouse_location"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_document" ADD CONSTRAINT "stock_document_warehouse_id_fkey" FOREIGN KEY ("warehouse_id") REFERENCES "warehouse"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_document" ADD CONSTRAINT "stock_document_to_warehouse_id_fkey" FOREIGN KEY ("to_warehouse_id") REFERENCES "warehouse"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_document" ADD CONSTRAINT "stock_document_third_party_id_fkey" FOREIGN KEY ("third_party_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_document" ADD CONSTRAINT "stock_document_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_document_line" ADD CONSTRAINT "stock_document_line_stock_document_id_fkey" FOREIGN KEY ("stock_document_id") REFERENCES "stock_document"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_document_line" ADD CONSTRAINT "stock_document_line_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_document_line" ADD CONSTRAINT "stock_document_line_product_unit_id_fkey" FOREIGN KEY ("product_unit_id") REFERENCES "product_unit"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_document_line" ADD CONSTRAINT "stock_document_line_warehouse_location_id_fkey" FOREIGN KEY ("warehouse_location_id") REFERENCES "warehouse_location"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_move" ADD CONSTRAINT "stock_move_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_move" ADD CONSTRAINT "stock_move_warehouse_id_fkey" FOREIGN KEY ("warehouse_id") REFERENCES "warehouse"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_move" ADD CONSTRAINT "stock_move_stock_document_id_fkey" FOREIGN KEY ("stock_document_id") REFERENCES "stock_document"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_balance" ADD CONSTRAINT "stock_balance_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_balance" ADD CONSTRAINT "stock_balance_warehouse_id_fkey" FOREIGN KEY ("warehouse_id") REFERENCES "warehouse"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_layer" ADD CONSTRAINT "stock_layer_stock_move_id_fkey" FOREIGN KEY ("stock_move_id") REFERENCES "stock_move"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_layer_take" ADD CONSTRAINT "stock_layer_take_stock_layer_id_fkey" FOREIGN KEY ("stock_layer_id") REFERENCES "stock_layer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_layer_take" ADD CONSTRAINT "stock_layer_take_stock_move_id_fkey" FOREIGN KEY ("stock_move_id") REFERENCES "stock_move"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- search keys of the searchable entities this migration creates (packages/entities searchTriggersFor)
CREATE TRIGGER "product_category_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "product_category" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "feature_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "feature" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "tag_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "tag" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "brand_model_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "brand_model" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "box_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "box" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "packaging_spec_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "packaging_spec" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "product_search_text" BEFORE INSERT OR UPDATE OF "name", "code", "barcode", "technical_code" ON "product" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code', 'barcode', 'technical_code');
CREATE TRIGGER "product_unit_search_text" BEFORE INSERT OR UPDATE OF "title", "barcode" ON "product_unit" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title', 'barcode');
CREATE TRIGGER "warehouse_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "warehouse" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "warehouse_location_search_text" BEFORE INSERT OR UPDATE OF "title", "code" ON "warehouse_location" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title', 'code');
CREATE TRIGGER "stock_document_search_text" BEFORE INSERT OR UPDATE OF "code", "reference_no", "description" ON "stock_document" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('code', 'reference_no', 'description');
CREATE TRIGGER "stock_document_line_search_text" BEFORE INSERT OR UPDATE OF "note" ON "stock_document_line" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('note');
CREATE TRIGGER "stock_move_search_text" BEFORE INSERT OR UPDATE OF "document_code" ON "stock_move" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('document_code');

-- The stock ledger is append-only like the audit log: a posted move is corrected by a reversal, never changed.
CREATE FUNCTION stock_move_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stock_move is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER stock_move_no_update_or_delete
  BEFORE UPDATE OR DELETE ON "stock_move"
  FOR EACH ROW EXECUTE FUNCTION stock_move_append_only();
CREATE TRIGGER stock_move_no_truncate
  BEFORE TRUNCATE ON "stock_move"
  FOR EACH STATEMENT EXECUTE FUNCTION stock_move_append_only();

