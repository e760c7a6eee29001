-- The trigram indexes below need pg_trgm (a trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "activity_type_name_fa_trgm" ON "activity_type" USING GIN ("name_fa" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "activity_type_name_en_trgm" ON "activity_type" USING GIN ("name_en" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "activity_type_code_trgm" ON "activity_type" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "address_type_name_fa_trgm" ON "address_type" USING GIN ("name_fa" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "address_type_name_en_trgm" ON "address_type" USING GIN ("name_en" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "address_type_code_trgm" ON "address_type" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "bank_name_fa_trgm" ON "bank" USING GIN ("name_fa" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "bank_name_en_trgm" ON "bank" USING GIN ("name_en" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "bank_code_trgm" ON "bank" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "bank_branch_name_fa_trgm" ON "bank_branch" USING GIN ("name_fa" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "bank_branch_name_en_trgm" ON "bank_branch" USING GIN ("name_en" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "bank_branch_code_trgm" ON "bank_branch" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "branch_name_trgm" ON "branch" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "branch_code_trgm" ON "branch" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "category_name_trgm" ON "category" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "category_code_trgm" ON "category" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "city_name_fa_trgm" ON "city" USING GIN ("name_fa" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "city_name_en_trgm" ON "city" USING GIN ("name_en" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "city_code_trgm" ON "city" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "company_headquarter_name_fa_trgm" ON "company_headquarter" USING GIN ("name_fa" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "company_headquarter_name_en_trgm" ON "company_headquarter" USING GIN ("name_en" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "company_headquarter_code_trgm" ON "company_headquarter" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "contact_type_name_fa_trgm" ON "contact_type" USING GIN ("name_fa" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "contact_type_name_en_trgm" ON "contact_type" USING GIN ("name_en" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "contact_type_code_trgm" ON "contact_type" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "cost_center_type_name_fa_trgm" ON "cost_center_type" USING GIN ("name_fa" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "cost_center_type_name_en_trgm" ON "cost_center_type" USING GIN ("name_en" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "cost_center_type_code_trgm" ON "cost_center_type" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "cost_over_name_trgm" ON "cost_over" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "cost_over_code_trgm" ON "cost_over" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "country_name_fa_trgm" ON "country" USING GIN ("name_fa" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "country_name_en_trgm" ON "country" USING GIN ("name_en" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "country_code_trgm" ON "country" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "currency_name_fa_trgm" ON "currency" USING GIN ("name_fa" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "currency_name_en_trgm" ON "currency" USING GIN ("name_en" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "currency_code_trgm" ON "currency" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "guild_type_name_fa_trgm" ON "guild_type" USING GIN ("name_fa" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "guild_type_name_en_trgm" ON "guild_type" USING GIN ("name_en" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "guild_type_code_trgm" ON "guild_type" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "insurance_name_fa_trgm" ON "insurance" USING GIN ("name_fa" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "insurance_name_en_trgm" ON "insurance" USING GIN ("name_en" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "insurance_code_trgm" ON "insurance" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "job_name_fa_trgm" ON "job" USING GIN ("name_fa" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "job_name_en_trgm" ON "job" USING GIN ("name_en" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "job_code_trgm" ON "job" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "measure_unit_name_fa_trgm" ON "measure_unit" USING GIN ("name_fa" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "measure_unit_name_en_trgm" ON "measure_unit" USING GIN ("name_en" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "measure_unit_code_trgm" ON "measure_unit" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "measure_unit_symbol_trgm" ON "measure_unit" USING GIN ("symbol" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "project_type_name_fa_trgm" ON "project_type" USING GIN ("name_fa" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "project_type_name_en_trgm" ON "project_type" USING GIN ("name_en" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "project_type_code_trgm" ON "project_type" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "province_name_fa_trgm" ON "province" USING GIN ("name_fa" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "province_name_en_trgm" ON "province" USING GIN ("name_en" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "province_code_trgm" ON "province" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "region_name_fa_trgm" ON "region" USING GIN ("name_fa" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "region_name_en_trgm" ON "region" USING GIN ("name_en" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "region_code_trgm" ON "region" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "season_name_trgm" ON "season" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "season_code_trgm" ON "season" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "service_item_name_fa_trgm" ON "service_item" USING GIN ("name_fa" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "service_item_name_en_trgm" ON "service_item" USING GIN ("name_en" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "service_item_code_trgm" ON "service_item" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "skill_name_fa_trgm" ON "skill" USING GIN ("name_fa" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "skill_name_en_trgm" ON "skill" USING GIN ("name_en" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "skill_code_trgm" ON "skill" USING GIN ("code" gin_trgm_ops);
