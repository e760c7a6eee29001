-- CreateTable
CREATE TABLE "expert" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "hourly_rate" DECIMAL(20,0),
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "expert_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "machinery" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "measure_unit_id" INTEGER,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "machinery_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "service_info" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "measure_unit_id" INTEGER,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "service_info_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "operation_info" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "operation_status" SMALLINT NOT NULL DEFAULT 1,
    "unit_id" INTEGER,
    "volume" DECIMAL(18,4),
    "tolerance" DECIMAL(18,4),
    "priority" INTEGER NOT NULL DEFAULT 0,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "operation_info_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "operation_info_service" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "operation_info_id" INTEGER NOT NULL,
    "service_info_id" INTEGER NOT NULL,
    "description" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "operation_info_service_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "expert_consumption_standard" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "operation_info_id" INTEGER NOT NULL,
    "expert_id" INTEGER NOT NULL,
    "amount" DECIMAL(18,4) NOT NULL,
    "description" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "expert_consumption_standard_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "goods_consumption_standard" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "operation_info_id" INTEGER NOT NULL,
    "goods_name" VARCHAR(200) NOT NULL,
    "goods_code" VARCHAR(30),
    "measure_unit_id" INTEGER,
    "amount" DECIMAL(18,4) NOT NULL,
    "description" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "goods_consumption_standard_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "machinery_consumption_standard" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "operation_info_id" INTEGER NOT NULL,
    "machinery_id" INTEGER NOT NULL,
    "amount" DECIMAL(18,4) NOT NULL,
    "description" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "machinery_consumption_standard_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "document_type" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name_fa" VARCHAR(150) NOT NULL,
    "name_en" VARCHAR(150),
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "document_type_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "document_detail" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "document_type_id" INTEGER NOT NULL,
    "issue_date" DATE,
    "expiry_date" DATE,
    "description" TEXT,
    "file_name" VARCHAR(255),
    "content_type" VARCHAR(150),
    "file_size" INTEGER,
    "object_key" VARCHAR(300),
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "document_detail_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "expert_name_trgm" ON "expert" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "expert_code_trgm" ON "expert" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "expert_company_id_code_key" ON "expert"("company_id", "code");

-- CreateIndex
CREATE INDEX "machinery_company_id_measure_unit_id_idx" ON "machinery"("company_id", "measure_unit_id");

-- CreateIndex
CREATE INDEX "machinery_name_trgm" ON "machinery" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "machinery_code_trgm" ON "machinery" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "machinery_company_id_code_key" ON "machinery"("company_id", "code");

-- CreateIndex
CREATE INDEX "service_info_company_id_measure_unit_id_idx" ON "service_info"("company_id", "measure_unit_id");

-- CreateIndex
CREATE INDEX "service_info_name_trgm" ON "service_info" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "service_info_code_trgm" ON "service_info" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "service_info_company_id_code_key" ON "service_info"("company_id", "code");

-- CreateIndex
CREATE INDEX "operation_info_company_id_unit_id_idx" ON "operation_info"("company_id", "unit_id");

-- CreateIndex
CREATE INDEX "operation_info_operation_status_idx" ON "operation_info"("operation_status");

-- CreateIndex
CREATE INDEX "operation_info_name_trgm" ON "operation_info" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "operation_info_code_trgm" ON "operation_info" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "operation_info_company_id_code_key" ON "operation_info"("company_id", "code");

-- CreateIndex
CREATE INDEX "operation_info_service_company_id_operation_info_id_idx" ON "operation_info_service"("company_id", "operation_info_id");

-- CreateIndex
CREATE INDEX "operation_info_service_company_id_service_info_id_idx" ON "operation_info_service"("company_id", "service_info_id");

-- CreateIndex
CREATE INDEX "operation_info_service_description_trgm" ON "operation_info_service" USING GIN ("description" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "expert_consumption_standard_company_id_operation_info_id_idx" ON "expert_consumption_standard"("company_id", "operation_info_id");

-- CreateIndex
CREATE INDEX "expert_consumption_standard_company_id_expert_id_idx" ON "expert_consumption_standard"("company_id", "expert_id");

-- CreateIndex
CREATE INDEX "expert_consumption_standard_description_trgm" ON "expert_consumption_standard" USING GIN ("description" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "goods_consumption_standard_company_id_operation_info_id_idx" ON "goods_consumption_standard"("company_id", "operation_info_id");

-- CreateIndex
CREATE INDEX "goods_consumption_standard_company_id_measure_unit_id_idx" ON "goods_consumption_standard"("company_id", "measure_unit_id");

-- CreateIndex
CREATE INDEX "goods_consumption_standard_goods_name_trgm" ON "goods_consumption_standard" USING GIN ("goods_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "goods_consumption_standard_goods_code_trgm" ON "goods_consumption_standard" USING GIN ("goods_code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "machinery_consumption_standard_company_id_operation_info_id_idx" ON "machinery_consumption_standard"("company_id", "operation_info_id");

-- CreateIndex
CREATE INDEX "machinery_consumption_standard_company_id_machinery_id_idx" ON "machinery_consumption_standard"("company_id", "machinery_id");

-- CreateIndex
CREATE INDEX "machinery_consumption_standard_description_trgm" ON "machinery_consumption_standard" USING GIN ("description" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "document_type_code_key" ON "document_type"("code");

-- CreateIndex
CREATE INDEX "document_type_name_fa_trgm" ON "document_type" USING GIN ("name_fa" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "document_type_name_en_trgm" ON "document_type" USING GIN ("name_en" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "document_type_code_trgm" ON "document_type" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "document_detail_company_id_document_type_id_idx" ON "document_detail"("company_id", "document_type_id");

-- CreateIndex
CREATE INDEX "document_detail_name_trgm" ON "document_detail" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "document_detail_code_trgm" ON "document_detail" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "document_detail_file_name_trgm" ON "document_detail" USING GIN ("file_name" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "document_detail_company_id_code_key" ON "document_detail"("company_id", "code");

-- AddForeignKey
ALTER TABLE "machinery" ADD CONSTRAINT "machinery_measure_unit_id_fkey" FOREIGN KEY ("measure_unit_id") REFERENCES "measure_unit"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "service_info" ADD CONSTRAINT "service_info_measure_unit_id_fkey" FOREIGN KEY ("measure_unit_id") REFERENCES "measure_unit"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "operation_info" ADD CONSTRAINT "operation_info_unit_id_fkey" FOREIGN KEY ("unit_id") REFERENCES "measure_unit"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "operation_info_service" ADD CONSTRAINT "operation_info_service_operation_info_id_fkey" FOREIGN KEY ("operation_info_id") REFERENCES "operation_info"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "operation_info_service" ADD CONSTRAINT "operation_info_service_service_info_id_fkey" FOREIGN KEY ("service_info_id") REFERENCES "service_info"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expert_consumption_standard" ADD CONSTRAINT "expert_consumption_standard_operation_info_id_fkey" FOREIGN KEY ("operation_info_id") REFERENCES "operation_info"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expert_consumption_standard" ADD CONSTRAINT "expert_consumption_standard_expert_id_fkey" FOREIGN KEY ("expert_id") REFERENCES "expert"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "goods_consumption_standard" ADD CONSTRAINT "goods_consumption_standard_operation_info_id_fkey" FOREIGN KEY ("operation_info_id") REFERENCES "operation_info"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "goods_consumption_standard" ADD CONSTRAINT "goods_consumption_standard_measure_unit_id_fkey" FOREIGN KEY ("measure_unit_id") REFERENCES "measure_unit"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "machinery_consumption_standard" ADD CONSTRAINT "machinery_consumption_standard_operation_info_id_fkey" FOREIGN KEY ("operation_info_id") REFERENCES "operation_info"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "machinery_consumption_standard" ADD CONSTRAINT "machinery_consumption_standard_machinery_id_fkey" FOREIGN KEY ("machinery_id") REFERENCES "machinery"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_detail" ADD CONSTRAINT "document_detail_document_type_id_fkey" FOREIGN KEY ("document_type_id") REFERENCES "document_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
