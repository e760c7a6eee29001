-- CreateTable
CREATE TABLE "personnel_insured" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "supplementary_insurance_id" INTEGER NOT NULL,
    "relationship" SMALLINT NOT NULL,
    "full_name" VARCHAR(150) NOT NULL,
    "national_code" VARCHAR(10) NOT NULL,
    "birth_date" DATE,
    "base_insurance_number" VARCHAR(30),
    "is_main" BOOLEAN NOT NULL DEFAULT false,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "personnel_insured_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "personnel_insured_company_id_supplementary_insurance_id_idx" ON "personnel_insured"("company_id", "supplementary_insurance_id");

-- CreateIndex
CREATE INDEX "personnel_insured_relationship_idx" ON "personnel_insured"("relationship");

-- CreateIndex
CREATE INDEX "personnel_insured_search_text_trgm" ON "personnel_insured" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "personnel_supplementary_insurance_start_date_idx" ON "personnel_supplementary_insurance"("start_date");

-- AddForeignKey
ALTER TABLE "personnel_insured" ADD CONSTRAINT "personnel_insured_supplementary_insurance_id_fkey" FOREIGN KEY ("supplementary_insurance_id") REFERENCES "personnel_supplementary_insurance"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- search keys of the searchable entities this migration creates (packages/entities searchTriggersFor)
CREATE TRIGGER "personnel_insured_search_text" BEFORE INSERT OR UPDATE OF "full_name", "national_code" ON "personnel_insured" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('full_name', 'national_code');
