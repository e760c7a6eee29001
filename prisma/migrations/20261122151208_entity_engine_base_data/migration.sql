-- AlterTable
ALTER TABLE "city" ADD COLUMN     "created_by" INTEGER,
ADD COLUMN     "phone_prefix" VARCHAR(5),
ADD COLUMN     "updated_by" INTEGER,
ALTER COLUMN "code" SET DATA TYPE VARCHAR(20),
ALTER COLUMN "name_fa" SET DATA TYPE VARCHAR(150),
ALTER COLUMN "name_en" SET DATA TYPE VARCHAR(150);

-- AlterTable
ALTER TABLE "country" ADD COLUMN     "created_by" INTEGER,
ADD COLUMN     "phone_prefix" VARCHAR(6),
ADD COLUMN     "updated_by" INTEGER,
ALTER COLUMN "code" SET DATA TYPE VARCHAR(20),
ALTER COLUMN "name_fa" SET DATA TYPE VARCHAR(150),
ALTER COLUMN "name_en" SET DATA TYPE VARCHAR(150);

-- AlterTable
ALTER TABLE "province" ADD COLUMN     "created_by" INTEGER,
ADD COLUMN     "updated_by" INTEGER,
ALTER COLUMN "code" SET DATA TYPE VARCHAR(20),
ALTER COLUMN "name_fa" SET DATA TYPE VARCHAR(150),
ALTER COLUMN "name_en" SET DATA TYPE VARCHAR(150);

-- CreateTable
CREATE TABLE "currency" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name_fa" VARCHAR(150) NOT NULL,
    "name_en" VARCHAR(150),
    "symbol" VARCHAR(8),
    "decimals" INTEGER NOT NULL DEFAULT 0,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "currency_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "measure_unit" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name_fa" VARCHAR(150) NOT NULL,
    "name_en" VARCHAR(150),
    "symbol" VARCHAR(12),
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "measure_unit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "insurance" (
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

    CONSTRAINT "insurance_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "currency_code_key" ON "currency"("code");

-- CreateIndex
CREATE UNIQUE INDEX "measure_unit_code_key" ON "measure_unit"("code");

-- CreateIndex
CREATE UNIQUE INDEX "insurance_code_key" ON "insurance"("code");

-- CreateTable
CREATE TABLE "entity_code_sequence" (
    "entity" VARCHAR(60) NOT NULL,
    "company_id" INTEGER NOT NULL DEFAULT 0,
    "last" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "entity_code_sequence_pkey" PRIMARY KEY ("entity","company_id")
);
