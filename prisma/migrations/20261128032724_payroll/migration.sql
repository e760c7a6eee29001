-- CreateTable
CREATE TABLE "payroll_rule" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "title" VARCHAR(150) NOT NULL,
    "minimum_daily_wage" DECIMAL(20,0) NOT NULL,
    "housing" DECIMAL(20,0) NOT NULL,
    "grocery" DECIMAL(20,0) NOT NULL,
    "child_per_child" DECIMAL(20,0) NOT NULL,
    "marriage" DECIMAL(20,0) NOT NULL,
    "seniority_daily" DECIMAL(20,0) NOT NULL,
    "sso_employee_rate" DECIMAL(18,4) NOT NULL,
    "sso_employer_rate" DECIMAL(18,4) NOT NULL,
    "unemployment_rate" DECIMAL(18,4) NOT NULL,
    "hazardous_extra_rate" DECIMAL(18,4) NOT NULL,
    "sso_ceiling_multiple" DECIMAL(18,4) NOT NULL,
    "paid_days_method" SMALLINT NOT NULL DEFAULT 1,
    "hourly_method" SMALLINT NOT NULL DEFAULT 1,
    "hourly_divisor" DECIMAL(18,4) NOT NULL,
    "hourly_includes_seniority" BOOLEAN NOT NULL DEFAULT false,
    "overtime_rate" DECIMAL(18,4) NOT NULL,
    "night_rate" DECIMAL(18,4) NOT NULL,
    "friday_holiday_rate" DECIMAL(18,4) NOT NULL,
    "shift_morning_evening_rate" DECIMAL(18,4) NOT NULL,
    "shift_three_rate" DECIMAL(18,4) NOT NULL,
    "shift_with_night_rate" DECIMAL(18,4) NOT NULL,
    "mission_rate" DECIMAL(18,4) NOT NULL,
    "tax_exemption" DECIMAL(20,0) NOT NULL,
    "tax_sso_deduction" SMALLINT NOT NULL DEFAULT 1,
    "tax_prorate" BOOLEAN NOT NULL DEFAULT false,
    "rounding" SMALLINT NOT NULL DEFAULT 1,
    "eydi_days" INTEGER NOT NULL DEFAULT 60,
    "eydi_cap_days" INTEGER NOT NULL DEFAULT 90,
    "severance_days_per_year" INTEGER NOT NULL DEFAULT 30,
    "dbf_encoding" SMALLINT NOT NULL DEFAULT 1,
    "description" TEXT,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "payroll_rule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payroll_rule_bracket" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "payroll_rule_id" INTEGER NOT NULL,
    "from_amount" DECIMAL(20,0) NOT NULL,
    "to_amount" DECIMAL(20,0),
    "rate" DECIMAL(18,4) NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "payroll_rule_bracket_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payroll_rule_item" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "payroll_rule_id" INTEGER NOT NULL,
    "item" SMALLINT NOT NULL,
    "insurable" BOOLEAN NOT NULL DEFAULT true,
    "taxable" BOOLEAN NOT NULL DEFAULT true,
    "basis" VARCHAR(200),
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "payroll_rule_item_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "employment_decree_adjustment_type" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "title" VARCHAR(150) NOT NULL,
    "kind" SMALLINT NOT NULL DEFAULT 1,
    "method" SMALLINT NOT NULL DEFAULT 1,
    "amount" DECIMAL(20,0),
    "rate" DECIMAL(18,4),
    "prorate" BOOLEAN NOT NULL DEFAULT true,
    "insurable" BOOLEAN NOT NULL DEFAULT true,
    "taxable" BOOLEAN NOT NULL DEFAULT true,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "employment_decree_adjustment_type_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "adjustment_type_base_item" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "adjustment_type_id" INTEGER NOT NULL,
    "item" SMALLINT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "adjustment_type_base_item_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "base_employment_decree" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "title" VARCHAR(150) NOT NULL,
    "year" INTEGER NOT NULL,
    "hr_job_id" INTEGER,
    "grade_id" INTEGER,
    "monthly_salary" DECIMAL(20,0) NOT NULL,
    "seniority" DECIMAL(20,0),
    "seniority_years" INTEGER NOT NULL DEFAULT 0,
    "housing_allowance" DECIMAL(20,0),
    "grocery_allowance" DECIMAL(20,0),
    "child_allowance" DECIMAL(20,0),
    "marriage_allowance" DECIMAL(20,0),
    "recruitment_allowance" DECIMAL(20,0),
    "management_allowance" DECIMAL(20,0),
    "matching_difference" DECIMAL(20,0),
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "base_employment_decree_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "employment_decree" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20),
    "personnel_id" INTEGER NOT NULL,
    "decree_type" SMALLINT NOT NULL DEFAULT 1,
    "base_decree_id" INTEGER,
    "issue_date" DATE NOT NULL,
    "start_date" DATE NOT NULL,
    "end_date" DATE,
    "monthly_salary" DECIMAL(20,0) NOT NULL,
    "seniority" DECIMAL(20,0),
    "seniority_years" INTEGER NOT NULL DEFAULT 0,
    "housing_allowance" DECIMAL(20,0),
    "grocery_allowance" DECIMAL(20,0),
    "child_allowance" DECIMAL(20,0),
    "marriage_allowance" DECIMAL(20,0),
    "recruitment_allowance" DECIMAL(20,0),
    "management_allowance" DECIMAL(20,0),
    "matching_difference" DECIMAL(20,0),
    "child_count" INTEGER NOT NULL DEFAULT 0,
    "married" BOOLEAN NOT NULL DEFAULT false,
    "has_insurance" BOOLEAN NOT NULL DEFAULT true,
    "is_taxable" BOOLEAN NOT NULL DEFAULT true,
    "hazardous" BOOLEAN NOT NULL DEFAULT false,
    "shift_kind" SMALLINT NOT NULL DEFAULT 1,
    "training_hours" INTEGER,
    "work_hours" INTEGER NOT NULL DEFAULT 44,
    "description" TEXT,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "employment_decree_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "employment_decree_line" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "employment_decree_id" INTEGER NOT NULL,
    "adjustment_type_id" INTEGER NOT NULL,
    "amount" DECIMAL(20,0),
    "description" VARCHAR(200),
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "employment_decree_line_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payroll_entry" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "personnel_id" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "month" SMALLINT NOT NULL,
    "adjustment_type_id" INTEGER NOT NULL,
    "amount" DECIMAL(20,0) NOT NULL,
    "description" VARCHAR(200),
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "payroll_entry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payroll" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "month" SMALLINT NOT NULL,
    "period" INTEGER NOT NULL,
    "people_count" INTEGER,
    "gross" DECIMAL(20,0),
    "sso_employee" DECIMAL(20,0),
    "income_tax" DECIMAL(20,0),
    "deductions" DECIMAL(20,0),
    "net" DECIMAL(20,0),
    "sso_employer" DECIMAL(20,0),
    "unemployment" DECIMAL(20,0),
    "employer_cost" DECIMAL(20,0),
    "calculated_at" TIMESTAMPTZ(3),
    "status" SMALLINT NOT NULL DEFAULT 1,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "payroll_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payslip" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "payroll_id" INTEGER NOT NULL,
    "personnel_id" INTEGER NOT NULL,
    "employment_decree_id" INTEGER NOT NULL,
    "work_days" INTEGER,
    "unpaid_days" INTEGER,
    "paid_days" INTEGER,
    "overtime_hours" DECIMAL(18,4),
    "night_hours" DECIMAL(18,4),
    "friday_holiday_hours" DECIMAL(18,4),
    "mission_days" INTEGER,
    "shift_kind" SMALLINT,
    "daily_wage" DECIMAL(20,0),
    "hourly_wage" DECIMAL(20,0),
    "insurable_base" DECIMAL(20,0),
    "taxable_base" DECIMAL(20,0),
    "people_count" INTEGER,
    "gross" DECIMAL(20,0),
    "sso_employee" DECIMAL(20,0),
    "income_tax" DECIMAL(20,0),
    "deductions" DECIMAL(20,0),
    "net" DECIMAL(20,0),
    "sso_employer" DECIMAL(20,0),
    "unemployment" DECIMAL(20,0),
    "employer_cost" DECIMAL(20,0),
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "payslip_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payslip_line" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "payslip_id" INTEGER NOT NULL,
    "kind" SMALLINT NOT NULL,
    "item_key" VARCHAR(60) NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "title_en" VARCHAR(200),
    "quantity" DECIMAL(18,4),
    "rate" DECIMAL(18,4),
    "base" DECIMAL(20,0),
    "amount" DECIMAL(20,0) NOT NULL,
    "insurable" BOOLEAN NOT NULL DEFAULT false,
    "taxable" BOOLEAN NOT NULL DEFAULT false,
    "explanation" TEXT,
    "explanation_en" TEXT,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "payslip_line_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "payroll_rule_search_text_trgm" ON "payroll_rule" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "payroll_rule_company_id_year_key" ON "payroll_rule"("company_id", "year");

-- CreateIndex
CREATE INDEX "payroll_rule_bracket_company_id_payroll_rule_id_idx" ON "payroll_rule_bracket"("company_id", "payroll_rule_id");

-- CreateIndex
CREATE INDEX "payroll_rule_item_company_id_payroll_rule_id_idx" ON "payroll_rule_item"("company_id", "payroll_rule_id");

-- CreateIndex
CREATE UNIQUE INDEX "payroll_rule_item_payroll_rule_id_item_key" ON "payroll_rule_item"("payroll_rule_id", "item");

-- CreateIndex
CREATE INDEX "employment_decree_adjustment_type_kind_idx" ON "employment_decree_adjustment_type"("kind");

-- CreateIndex
CREATE INDEX "employment_decree_adjustment_type_method_idx" ON "employment_decree_adjustment_type"("method");

-- CreateIndex
CREATE INDEX "employment_decree_adjustment_type_search_text_trgm" ON "employment_decree_adjustment_type" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "employment_decree_adjustment_type_company_id_code_key" ON "employment_decree_adjustment_type"("company_id", "code");

-- CreateIndex
CREATE INDEX "adjustment_type_base_item_company_id_adjustment_type_id_idx" ON "adjustment_type_base_item"("company_id", "adjustment_type_id");

-- CreateIndex
CREATE INDEX "base_employment_decree_company_id_hr_job_id_idx" ON "base_employment_decree"("company_id", "hr_job_id");

-- CreateIndex
CREATE INDEX "base_employment_decree_company_id_grade_id_idx" ON "base_employment_decree"("company_id", "grade_id");

-- CreateIndex
CREATE INDEX "base_employment_decree_year_idx" ON "base_employment_decree"("year");

-- CreateIndex
CREATE INDEX "base_employment_decree_search_text_trgm" ON "base_employment_decree" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "base_employment_decree_company_id_code_key" ON "base_employment_decree"("company_id", "code");

-- CreateIndex
CREATE INDEX "employment_decree_company_id_personnel_id_idx" ON "employment_decree"("company_id", "personnel_id");

-- CreateIndex
CREATE INDEX "employment_decree_company_id_base_decree_id_idx" ON "employment_decree"("company_id", "base_decree_id");

-- CreateIndex
CREATE INDEX "employment_decree_decree_type_idx" ON "employment_decree"("decree_type");

-- CreateIndex
CREATE INDEX "employment_decree_status_idx" ON "employment_decree"("status");

-- CreateIndex
CREATE INDEX "employment_decree_start_date_idx" ON "employment_decree"("start_date");

-- CreateIndex
CREATE INDEX "employment_decree_search_text_trgm" ON "employment_decree" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "employment_decree_company_id_code_key" ON "employment_decree"("company_id", "code");

-- CreateIndex
CREATE INDEX "employment_decree_line_company_id_employment_decree_id_idx" ON "employment_decree_line"("company_id", "employment_decree_id");

-- CreateIndex
CREATE INDEX "employment_decree_line_company_id_adjustment_type_id_idx" ON "employment_decree_line"("company_id", "adjustment_type_id");

-- CreateIndex
CREATE INDEX "payroll_entry_company_id_personnel_id_idx" ON "payroll_entry"("company_id", "personnel_id");

-- CreateIndex
CREATE INDEX "payroll_entry_company_id_adjustment_type_id_idx" ON "payroll_entry"("company_id", "adjustment_type_id");

-- CreateIndex
CREATE INDEX "payroll_entry_year_idx" ON "payroll_entry"("year");

-- CreateIndex
CREATE INDEX "payroll_entry_month_idx" ON "payroll_entry"("month");

-- CreateIndex
CREATE INDEX "payroll_entry_search_text_trgm" ON "payroll_entry" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "payroll_year_idx" ON "payroll"("year");

-- CreateIndex
CREATE INDEX "payroll_month_idx" ON "payroll"("month");

-- CreateIndex
CREATE INDEX "payroll_status_idx" ON "payroll"("status");

-- CreateIndex
CREATE UNIQUE INDEX "payroll_company_id_period_key" ON "payroll"("company_id", "period");

-- CreateIndex
CREATE INDEX "payslip_company_id_payroll_id_idx" ON "payslip"("company_id", "payroll_id");

-- CreateIndex
CREATE INDEX "payslip_company_id_personnel_id_idx" ON "payslip"("company_id", "personnel_id");

-- CreateIndex
CREATE INDEX "payslip_company_id_employment_decree_id_idx" ON "payslip"("company_id", "employment_decree_id");

-- CreateIndex
CREATE UNIQUE INDEX "payslip_payroll_id_personnel_id_key" ON "payslip"("payroll_id", "personnel_id");

-- CreateIndex
CREATE INDEX "payslip_line_company_id_payslip_id_idx" ON "payslip_line"("company_id", "payslip_id");

-- CreateIndex
CREATE INDEX "payslip_line_search_text_trgm" ON "payslip_line" USING GIN ("search_text" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "payroll_rule_bracket" ADD CONSTRAINT "payroll_rule_bracket_payroll_rule_id_fkey" FOREIGN KEY ("payroll_rule_id") REFERENCES "payroll_rule"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payroll_rule_item" ADD CONSTRAINT "payroll_rule_item_payroll_rule_id_fkey" FOREIGN KEY ("payroll_rule_id") REFERENCES "payroll_rule"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "adjustment_type_base_item" ADD CONSTRAINT "adjustment_type_base_item_adjustment_type_id_fkey" FOREIGN KEY ("adjustment_type_id") REFERENCES "employment_decree_adjustment_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "base_employment_decree" ADD CONSTRAINT "base_employment_decree_hr_job_id_fkey" FOREIGN KEY ("hr_job_id") REFERENCES "hr_job"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "base_employment_decree" ADD CONSTRAINT "base_employment_decree_grade_id_fkey" FOREIGN KEY ("grade_id") REFERENCES "grade"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employment_decree" ADD CONSTRAINT "employment_decree_personnel_id_fkey" FOREIGN KEY ("personnel_id") REFERENCES "personnel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employment_decree" ADD CONSTRAINT "employment_decree_base_decree_id_fkey" FOREIGN KEY ("base_decree_id") REFERENCES "base_employment_decree"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employment_decree_line" ADD CONSTRAINT "employment_decree_line_employment_decree_id_fkey" FOREIGN KEY ("employment_decree_id") REFERENCES "employment_decree"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employment_decree_line" ADD CONSTRAINT "employment_decree_line_adjustment_type_id_fkey" FOREIGN KEY ("adjustment_type_id") REFERENCES "employment_decree_adjustment_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payroll_entry" ADD CONSTRAINT "payroll_entry_personnel_id_fkey" FOREIGN KEY ("personnel_id") REFERENCES "personnel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payroll_entry" ADD CONSTRAINT "payroll_entry_adjustment_type_id_fkey" FOREIGN KEY ("adjustment_type_id") REFERENCES "employment_decree_adjustment_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payslip" ADD CONSTRAINT "payslip_payroll_id_fkey" FOREIGN KEY ("payroll_id") REFERENCES "payroll"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payslip" ADD CONSTRAINT "payslip_personnel_id_fkey" FOREIGN KEY ("personnel_id") REFERENCES "personnel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payslip" ADD CONSTRAINT "payslip_employment_decree_id_fkey" FOREIGN KEY ("employment_decree_id") REFERENCES "employment_decree"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payslip_line" ADD CONSTRAINT "payslip_line_payslip_id_fkey" FOREIGN KEY ("payslip_id") REFERENCES "payslip"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- search keys of the searchable entities this migration creates (packages/entities searchTriggersFor)
CREATE TRIGGER "payroll_rule_search_text" BEFORE INSERT OR UPDATE OF "title" ON "payroll_rule" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title');
CREATE TRIGGER "employment_decree_adjustment_type_search_text" BEFORE INSERT OR UPDATE OF "title", "code" ON "employment_decree_adjustment_type" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title', 'code');
CREATE TRIGGER "base_employment_decree_search_text" BEFORE INSERT OR UPDATE OF "title", "code" ON "base_employment_decree" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title', 'code');
CREATE TRIGGER "employment_decree_search_text" BEFORE INSERT OR UPDATE OF "code" ON "employment_decree" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('code');
CREATE TRIGGER "payroll_entry_search_text" BEFORE INSERT OR UPDATE OF "description" ON "payroll_entry" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('description');
CREATE TRIGGER "payslip_line_search_text" BEFORE INSERT OR UPDATE OF "title" ON "payslip_line" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title');
