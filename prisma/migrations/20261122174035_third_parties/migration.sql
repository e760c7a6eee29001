-- AlterTable
ALTER TABLE "third_party" ADD COLUMN     "activity_type_id" INTEGER,
ADD COLUMN     "birth_date" DATE,
ADD COLUMN     "created_by" INTEGER,
ADD COLUMN     "description" TEXT,
ADD COLUMN     "economic_code" VARCHAR(14),
ADD COLUMN     "email" VARCHAR(150),
ADD COLUMN     "father_name" VARCHAR(100),
ADD COLUMN     "full_name" VARCHAR(300),
ADD COLUMN     "guild_type_id" INTEGER,
ADD COLUMN     "is_consultant" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "is_contractor" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "is_director" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "is_employee" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "is_employer" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "is_expert" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "is_manager" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "is_planner" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "is_supervisor" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "is_supplier" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "national_id" VARCHAR(11),
ADD COLUMN     "organization_code" VARCHAR(20),
ADD COLUMN     "phone" VARCHAR(15),
ADD COLUMN     "registration_no" VARCHAR(20),
ADD COLUMN     "updated_by" INTEGER,
ADD COLUMN     "website" VARCHAR(200);

-- CreateTable
CREATE TABLE "insurance_company" (
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

    CONSTRAINT "insurance_company_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "document_title" (
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

    CONSTRAINT "document_title_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bank_account_type" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name_fa" VARCHAR(150) NOT NULL,
    "name_en" VARCHAR(150),
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "bank_account_type_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "third_party_contact" (
    "id" SERIAL NOT NULL,
    "third_party_id" INTEGER NOT NULL,
    "contact_type_id" INTEGER NOT NULL,
    "value" VARCHAR(150) NOT NULL,
    "is_default" BOOLEAN NOT NULL DEFAULT false,
    "description" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "third_party_contact_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "third_party_address" (
    "id" SERIAL NOT NULL,
    "third_party_id" INTEGER NOT NULL,
    "title" VARCHAR(100) NOT NULL,
    "province_id" INTEGER,
    "city_id" INTEGER NOT NULL,
    "address_text" TEXT NOT NULL,
    "postal_code" VARCHAR(10),
    "apartment_no" VARCHAR(10),
    "floor_no" INTEGER,
    "latitude" DECIMAL(18,4),
    "longitude" DECIMAL(18,4),
    "is_default" BOOLEAN NOT NULL DEFAULT false,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "third_party_address_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "third_party_bank_account" (
    "id" SERIAL NOT NULL,
    "third_party_id" INTEGER NOT NULL,
    "title" VARCHAR(100),
    "bank_id" INTEGER NOT NULL,
    "bank_branch_id" INTEGER,
    "account_type_id" INTEGER,
    "owner_name" VARCHAR(150) NOT NULL,
    "account_no" VARCHAR(30) NOT NULL,
    "shaba_no" VARCHAR(26) NOT NULL,
    "card_no" VARCHAR(16),
    "is_default" BOOLEAN NOT NULL DEFAULT false,
    "description" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "third_party_bank_account_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "third_party_skill" (
    "id" SERIAL NOT NULL,
    "third_party_id" INTEGER NOT NULL,
    "skill_id" INTEGER NOT NULL,
    "level" SMALLINT NOT NULL DEFAULT 2,
    "description" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "third_party_skill_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "third_party_insurance" (
    "id" SERIAL NOT NULL,
    "third_party_id" INTEGER NOT NULL,
    "insurance_company_id" INTEGER NOT NULL,
    "insurance_number" VARCHAR(30) NOT NULL,
    "start_date" DATE,
    "end_date" DATE,
    "description" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "third_party_insurance_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "third_party_document" (
    "id" SERIAL NOT NULL,
    "third_party_id" INTEGER NOT NULL,
    "document_title_id" INTEGER NOT NULL,
    "number" VARCHAR(50),
    "issue_date" DATE,
    "expiry_date" DATE,
    "description" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "third_party_document_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "third_party_relation" (
    "id" SERIAL NOT NULL,
    "third_party_id" INTEGER NOT NULL,
    "related_third_party_id" INTEGER NOT NULL,
    "relation_type" SMALLINT NOT NULL,
    "description" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "third_party_relation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "insurance_company_code_key" ON "insurance_company"("code");

-- CreateIndex
CREATE INDEX "insurance_company_name_fa_trgm" ON "insurance_company" USING GIN ("name_fa" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "insurance_company_name_en_trgm" ON "insurance_company" USING GIN ("name_en" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "insurance_company_code_trgm" ON "insurance_company" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "document_title_code_key" ON "document_title"("code");

-- CreateIndex
CREATE INDEX "document_title_name_fa_trgm" ON "document_title" USING GIN ("name_fa" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "document_title_name_en_trgm" ON "document_title" USING GIN ("name_en" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "document_title_code_trgm" ON "document_title" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "bank_account_type_code_key" ON "bank_account_type"("code");

-- CreateIndex
CREATE INDEX "bank_account_type_name_fa_trgm" ON "bank_account_type" USING GIN ("name_fa" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "bank_account_type_name_en_trgm" ON "bank_account_type" USING GIN ("name_en" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "bank_account_type_code_trgm" ON "bank_account_type" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "third_party_contact_third_party_id_idx" ON "third_party_contact"("third_party_id");

-- CreateIndex
CREATE INDEX "third_party_contact_contact_type_id_idx" ON "third_party_contact"("contact_type_id");

-- CreateIndex
CREATE INDEX "third_party_contact_value_trgm" ON "third_party_contact" USING GIN ("value" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "third_party_address_third_party_id_idx" ON "third_party_address"("third_party_id");

-- CreateIndex
CREATE INDEX "third_party_address_province_id_idx" ON "third_party_address"("province_id");

-- CreateIndex
CREATE INDEX "third_party_address_city_id_idx" ON "third_party_address"("city_id");

-- CreateIndex
CREATE INDEX "third_party_address_title_trgm" ON "third_party_address" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "third_party_address_address_text_trgm" ON "third_party_address" USING GIN ("address_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "third_party_bank_account_third_party_id_idx" ON "third_party_bank_account"("third_party_id");

-- CreateIndex
CREATE INDEX "third_party_bank_account_bank_id_idx" ON "third_party_bank_account"("bank_id");

-- CreateIndex
CREATE INDEX "third_party_bank_account_bank_branch_id_idx" ON "third_party_bank_account"("bank_branch_id");

-- CreateIndex
CREATE INDEX "third_party_bank_account_account_type_id_idx" ON "third_party_bank_account"("account_type_id");

-- CreateIndex
CREATE INDEX "third_party_bank_account_account_no_trgm" ON "third_party_bank_account" USING GIN ("account_no" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "third_party_bank_account_shaba_no_trgm" ON "third_party_bank_account" USING GIN ("shaba_no" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "third_party_bank_account_owner_name_trgm" ON "third_party_bank_account" USING GIN ("owner_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "third_party_skill_third_party_id_idx" ON "third_party_skill"("third_party_id");

-- CreateIndex
CREATE INDEX "third_party_skill_skill_id_idx" ON "third_party_skill"("skill_id");

-- CreateIndex
CREATE INDEX "third_party_skill_description_trgm" ON "third_party_skill" USING GIN ("description" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "third_party_insurance_third_party_id_idx" ON "third_party_insurance"("third_party_id");

-- CreateIndex
CREATE INDEX "third_party_insurance_insurance_company_id_idx" ON "third_party_insurance"("insurance_company_id");

-- CreateIndex
CREATE INDEX "third_party_insurance_insurance_number_trgm" ON "third_party_insurance" USING GIN ("insurance_number" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "third_party_document_third_party_id_idx" ON "third_party_document"("third_party_id");

-- CreateIndex
CREATE INDEX "third_party_document_document_title_id_idx" ON "third_party_document"("document_title_id");

-- CreateIndex
CREATE INDEX "third_party_document_number_trgm" ON "third_party_document" USING GIN ("number" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "third_party_relation_third_party_id_idx" ON "third_party_relation"("third_party_id");

-- CreateIndex
CREATE INDEX "third_party_relation_related_third_party_id_idx" ON "third_party_relation"("related_third_party_id");

-- CreateIndex
CREATE INDEX "third_party_relation_relation_type_idx" ON "third_party_relation"("relation_type");

-- CreateIndex
CREATE INDEX "third_party_relation_description_trgm" ON "third_party_relation" USING GIN ("description" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "third_party_organization_code_key" ON "third_party"("organization_code");

-- CreateIndex
CREATE UNIQUE INDEX "third_party_national_id_key" ON "third_party"("national_id");

-- CreateIndex
CREATE INDEX "third_party_activity_type_id_idx" ON "third_party"("activity_type_id");

-- CreateIndex
CREATE INDEX "third_party_guild_type_id_idx" ON "third_party"("guild_type_id");

-- CreateIndex
CREATE INDEX "third_party_kind_idx" ON "third_party"("kind");

-- CreateIndex
CREATE INDEX "third_party_is_employer_idx" ON "third_party"("is_employer");

-- CreateIndex
CREATE INDEX "third_party_is_employee_idx" ON "third_party"("is_employee");

-- CreateIndex
CREATE INDEX "third_party_is_contractor_idx" ON "third_party"("is_contractor");

-- CreateIndex
CREATE INDEX "third_party_is_supplier_idx" ON "third_party"("is_supplier");

-- CreateIndex
CREATE INDEX "third_party_full_name_trgm" ON "third_party" USING GIN ("full_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "third_party_organization_code_trgm" ON "third_party" USING GIN ("organization_code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "third_party_national_code_trgm" ON "third_party" USING GIN ("national_code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "third_party_national_id_trgm" ON "third_party" USING GIN ("national_id" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "third_party_mobile_number_trgm" ON "third_party" USING GIN ("mobile_number" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "third_party" ADD CONSTRAINT "third_party_activity_type_id_fkey" FOREIGN KEY ("activity_type_id") REFERENCES "activity_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "third_party" ADD CONSTRAINT "third_party_guild_type_id_fkey" FOREIGN KEY ("guild_type_id") REFERENCES "guild_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "third_party_contact" ADD CONSTRAINT "third_party_contact_third_party_id_fkey" FOREIGN KEY ("third_party_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "third_party_contact" ADD CONSTRAINT "third_party_contact_contact_type_id_fkey" FOREIGN KEY ("contact_type_id") REFERENCES "contact_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "third_party_address" ADD CONSTRAINT "third_party_address_third_party_id_fkey" FOREIGN KEY ("third_party_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "third_party_address" ADD CONSTRAINT "third_party_address_province_id_fkey" FOREIGN KEY ("province_id") REFERENCES "province"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "third_party_address" ADD CONSTRAINT "third_party_address_city_id_fkey" FOREIGN KEY ("city_id") REFERENCES "city"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "third_party_bank_account" ADD CONSTRAINT "third_party_bank_account_third_party_id_fkey" FOREIGN KEY ("third_party_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "third_party_bank_account" ADD CONSTRAINT "third_party_bank_account_bank_id_fkey" FOREIGN KEY ("bank_id") REFERENCES "bank"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "third_party_bank_account" ADD CONSTRAINT "third_party_bank_account_bank_branch_id_fkey" FOREIGN KEY ("bank_branch_id") REFERENCES "bank_branch"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "third_party_bank_account" ADD CONSTRAINT "third_party_bank_account_account_type_id_fkey" FOREIGN KEY ("account_type_id") REFERENCES "bank_account_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "third_party_skill" ADD CONSTRAINT "third_party_skill_third_party_id_fkey" FOREIGN KEY ("third_party_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "third_party_skill" ADD CONSTRAINT "third_party_skill_skill_id_fkey" FOREIGN KEY ("skill_id") REFERENCES "skill"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "third_party_insurance" ADD CONSTRAINT "third_party_insurance_third_party_id_fkey" FOREIGN KEY ("third_party_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "third_party_insurance" ADD CONSTRAINT "third_party_insurance_insurance_company_id_fkey" FOREIGN KEY ("insurance_company_id") REFERENCES "insurance_company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "third_party_document" ADD CONSTRAINT "third_party_document_third_party_id_fkey" FOREIGN KEY ("third_party_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "third_party_document" ADD CONSTRAINT "third_party_document_document_title_id_fkey" FOREIGN KEY ("document_title_id") REFERENCES "document_title"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "third_party_relation" ADD CONSTRAINT "third_party_relation_third_party_id_fkey" FOREIGN KEY ("third_party_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "third_party_relation" ADD CONSTRAINT "third_party_relation_related_third_party_id_fkey" FOREIGN KEY ("related_third_party_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The display name of the third parties made before it existed (sign-ups): "first last", or the company name.
UPDATE "third_party" SET "full_name" = CASE WHEN "kind" = 2 THEN "company_name" ELSE NULLIF(TRIM(CONCAT_WS(' ', "first_name", "last_name")), '') END;
