-- CreateTable
CREATE TABLE "working_group" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "working_group_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "shift_rotation" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "title" VARCHAR(150) NOT NULL,
    "rotation_period" INTEGER NOT NULL,
    "rest_time" INTEGER NOT NULL,
    "start_date" DATE NOT NULL,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "shift_rotation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "shift_rotation_working_group" (
    "owner_id" INTEGER NOT NULL,
    "target_id" INTEGER NOT NULL,

    CONSTRAINT "shift_rotation_working_group_pkey" PRIMARY KEY ("owner_id","target_id")
);

-- CreateTable
CREATE TABLE "instruction" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "title" VARCHAR(150) NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "version_number" VARCHAR(20) NOT NULL,
    "instruction_type" SMALLINT NOT NULL,
    "publication_date" DATE NOT NULL,
    "validity_date" DATE NOT NULL,
    "description" TEXT,
    "cancel_date" DATE,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "instruction_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "company_information" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "title" VARCHAR(150) NOT NULL,
    "ceo" VARCHAR(150) NOT NULL,
    "activity_type_id" INTEGER NOT NULL,
    "ownership_type" SMALLINT NOT NULL,
    "establishment_year" INTEGER,
    "industry" VARCHAR(150),
    "employee_count" INTEGER,
    "website" VARCHAR(200),
    "address" TEXT,
    "latitude" DECIMAL(18,4),
    "longitude" DECIMAL(18,4),
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "company_information_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "recruitment_step" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "company_information_id" INTEGER NOT NULL,
    "title" VARCHAR(150) NOT NULL,
    "order" INTEGER NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "recruitment_step_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "company_benefit" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "company_information_id" INTEGER NOT NULL,
    "title" VARCHAR(150) NOT NULL,
    "description" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "company_benefit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "entity_attachment" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "entity" VARCHAR(60) NOT NULL,
    "row_id" INTEGER NOT NULL,
    "type" SMALLINT,
    "title" VARCHAR(200),
    "code" VARCHAR(50),
    "file_name" VARCHAR(255) NOT NULL,
    "file_size" INTEGER NOT NULL,
    "content_type" VARCHAR(150) NOT NULL,
    "object_key" VARCHAR(300) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,

    CONSTRAINT "entity_attachment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "working_group_name_trgm" ON "working_group" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "working_group_code_trgm" ON "working_group" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "working_group_company_id_code_key" ON "working_group"("company_id", "code");

-- CreateIndex
CREATE INDEX "shift_rotation_title_trgm" ON "shift_rotation" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "shift_rotation_code_trgm" ON "shift_rotation" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "shift_rotation_company_id_code_key" ON "shift_rotation"("company_id", "code");

-- CreateIndex
CREATE INDEX "shift_rotation_working_group_target_id_idx" ON "shift_rotation_working_group"("target_id");

-- CreateIndex
CREATE INDEX "instruction_instruction_type_idx" ON "instruction"("instruction_type");

-- CreateIndex
CREATE INDEX "instruction_title_trgm" ON "instruction" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "instruction_code_trgm" ON "instruction" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "instruction_company_id_code_key" ON "instruction"("company_id", "code");

-- CreateIndex
CREATE INDEX "company_information_company_id_activity_type_id_idx" ON "company_information"("company_id", "activity_type_id");

-- CreateIndex
CREATE INDEX "company_information_title_trgm" ON "company_information" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "company_information_ceo_trgm" ON "company_information" USING GIN ("ceo" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "recruitment_step_company_id_company_information_id_idx" ON "recruitment_step"("company_id", "company_information_id");

-- CreateIndex
CREATE INDEX "recruitment_step_title_trgm" ON "recruitment_step" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "company_benefit_company_id_company_information_id_idx" ON "company_benefit"("company_id", "company_information_id");

-- CreateIndex
CREATE INDEX "company_benefit_title_trgm" ON "company_benefit" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "company_benefit_company_information_id_title_key" ON "company_benefit"("company_information_id", "title");

-- CreateIndex
CREATE INDEX "entity_attachment_company_id_entity_row_id_idx" ON "entity_attachment"("company_id", "entity", "row_id");

-- AddForeignKey
ALTER TABLE "shift_rotation_working_group" ADD CONSTRAINT "shift_rotation_working_group_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "shift_rotation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "shift_rotation_working_group" ADD CONSTRAINT "shift_rotation_working_group_target_id_fkey" FOREIGN KEY ("target_id") REFERENCES "working_group"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_information" ADD CONSTRAINT "company_information_activity_type_id_fkey" FOREIGN KEY ("activity_type_id") REFERENCES "activity_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recruitment_step" ADD CONSTRAINT "recruitment_step_company_information_id_fkey" FOREIGN KEY ("company_information_id") REFERENCES "company_information"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_benefit" ADD CONSTRAINT "company_benefit_company_information_id_fkey" FOREIGN KEY ("company_information_id") REFERENCES "company_information"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
