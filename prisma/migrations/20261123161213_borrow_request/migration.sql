-- CreateTable
CREATE TABLE "borrow_request" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20),
    "request_date" DATE NOT NULL,
    "project_id" INTEGER NOT NULL,
    "return_by" DATE NOT NULL,
    "description" TEXT,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "approval_level" INTEGER,
    "approval_round" INTEGER NOT NULL DEFAULT 0,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "borrow_request_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "borrow_request_line" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "borrow_request_id" INTEGER NOT NULL,
    "goods_name" VARCHAR(200) NOT NULL,
    "measure_unit_id" INTEGER NOT NULL,
    "quantity" DECIMAL(18,4) NOT NULL,
    "note" VARCHAR(300),
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "borrow_request_line_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "borrow_request_company_id_project_id_idx" ON "borrow_request"("company_id", "project_id");

-- CreateIndex
CREATE INDEX "borrow_request_status_idx" ON "borrow_request"("status");

-- CreateIndex
CREATE INDEX "borrow_request_approval_level_idx" ON "borrow_request"("approval_level");

-- CreateIndex
CREATE INDEX "borrow_request_code_trgm" ON "borrow_request" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "borrow_request_description_trgm" ON "borrow_request" USING GIN ("description" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "borrow_request_company_id_code_key" ON "borrow_request"("company_id", "code");

-- CreateIndex
CREATE INDEX "borrow_request_line_company_id_borrow_request_id_idx" ON "borrow_request_line"("company_id", "borrow_request_id");

-- CreateIndex
CREATE INDEX "borrow_request_line_company_id_measure_unit_id_idx" ON "borrow_request_line"("company_id", "measure_unit_id");

-- CreateIndex
CREATE INDEX "borrow_request_line_goods_name_trgm" ON "borrow_request_line" USING GIN ("goods_name" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "borrow_request" ADD CONSTRAINT "borrow_request_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "borrow_request_line" ADD CONSTRAINT "borrow_request_line_borrow_request_id_fkey" FOREIGN KEY ("borrow_request_id") REFERENCES "borrow_request"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "borrow_request_line" ADD CONSTRAINT "borrow_request_line_measure_unit_id_fkey" FOREIGN KEY ("measure_unit_id") REFERENCES "measure_unit"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
