-- AlterTable
ALTER TABLE "instruction" ADD COLUMN     "status" SMALLINT NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "message" ADD COLUMN     "mail_purpose" SMALLINT;

-- CreateTable
CREATE TABLE "employment_status" (
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

    CONSTRAINT "employment_status_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "study_field" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "study_field_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "orientation" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "study_field_id" INTEGER,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "orientation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "social_media" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "website" VARCHAR(200),
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "social_media_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "grade" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "hours" INTEGER NOT NULL,
    "score" INTEGER NOT NULL,
    "skill_level" SMALLINT NOT NULL,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "grade_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "education_institute" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "institute_type" SMALLINT NOT NULL,
    "phone" VARCHAR(15),
    "country_id" INTEGER NOT NULL,
    "province_id" INTEGER NOT NULL,
    "city_id" INTEGER NOT NULL,
    "email" VARCHAR(150),
    "website" VARCHAR(200),
    "address" TEXT NOT NULL,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "education_institute_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "institute_social_media" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "education_institute_id" INTEGER NOT NULL,
    "social_media_id" INTEGER NOT NULL,
    "address" VARCHAR(200) NOT NULL,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "institute_social_media_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "department" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "parent_id" INTEGER,
    "manager_id" INTEGER,
    "version_number" VARCHAR(20),
    "publication_date" DATE,
    "instruction_id" INTEGER,
    "activity_description" TEXT,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "department_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job_family" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "job_family_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "hr_job" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "title" VARCHAR(150) NOT NULL,
    "job_family_id" INTEGER,
    "grade_id" INTEGER,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "hr_job_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "post" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "title" VARCHAR(150) NOT NULL,
    "department_id" INTEGER NOT NULL,
    "hr_job_id" INTEGER,
    "parent_post_id" INTEGER,
    "allows_several" BOOLEAN NOT NULL DEFAULT false,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "post_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "workshop" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "workshop_code" VARCHAR(20),
    "employer_name" VARCHAR(150),
    "insurance_branch" VARCHAR(100),
    "city_id" INTEGER,
    "address" TEXT,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "workshop_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "insurance_contract" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "insurance_company_id" INTEGER NOT NULL,
    "branch_name" VARCHAR(100) NOT NULL,
    "branch_code" VARCHAR(20) NOT NULL,
    "province_id" INTEGER NOT NULL,
    "city_id" INTEGER NOT NULL,
    "service_type" SMALLINT NOT NULL,
    "contract_number" VARCHAR(30) NOT NULL,
    "subject" VARCHAR(200) NOT NULL,
    "contract_date" DATE NOT NULL,
    "coverage_start" DATE NOT NULL,
    "coverage_end" DATE NOT NULL,
    "rest_period_days" INTEGER NOT NULL,
    "first_degree_deductible" DECIMAL(18,4) NOT NULL,
    "second_degree_deductible" DECIMAL(18,4) NOT NULL,
    "phone" VARCHAR(15),
    "website" VARCHAR(200),
    "email" VARCHAR(150),
    "address" TEXT,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "insurance_contract_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "insurance_plan" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "insurance_company_id" INTEGER NOT NULL,
    "insurance_contract_id" INTEGER,
    "title" VARCHAR(150) NOT NULL,
    "premium" DECIMAL(20,0),
    "coverage_ceiling" DECIMAL(20,0),
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "insurance_plan_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "calendar_year" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "year" INTEGER NOT NULL,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "calendar_year_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "calendar_day" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "calendar_year_id" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "month" INTEGER,
    "weekday" SMALLINT,
    "vacation_type" SMALLINT NOT NULL DEFAULT 1,
    "description" TEXT,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "calendar_day_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "personnel" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "organization_code" VARCHAR(20) NOT NULL,
    "first_name" VARCHAR(100) NOT NULL,
    "last_name" VARCHAR(100) NOT NULL,
    "full_name" VARCHAR(201),
    "father_name" VARCHAR(100) NOT NULL,
    "first_name_en" VARCHAR(100),
    "last_name_en" VARCHAR(100),
    "nickname" VARCHAR(100),
    "gender" SMALLINT NOT NULL,
    "duty" SMALLINT,
    "martial" SMALLINT NOT NULL,
    "nationality_id" INTEGER NOT NULL,
    "citizen" SMALLINT NOT NULL DEFAULT 1,
    "religion" SMALLINT,
    "sect" SMALLINT,
    "national_code" VARCHAR(10) NOT NULL,
    "default_phone_no" VARCHAR(11) NOT NULL,
    "default_email_add" VARCHAR(150),
    "identity_no" VARCHAR(10),
    "identity_serial_no" VARCHAR(20),
    "national_code_serial_no" VARCHAR(20),
    "birth_date" DATE NOT NULL,
    "birth_location_id" INTEGER NOT NULL,
    "exportation_place_id" INTEGER NOT NULL,
    "issuance_date" DATE,
    "employment_type_id" INTEGER NOT NULL,
    "employment_status_id" INTEGER NOT NULL,
    "department_id" INTEGER NOT NULL,
    "start_date" DATE NOT NULL,
    "end_date" DATE,
    "calculate_method" SMALLINT,
    "shift_id" INTEGER,
    "work_type" SMALLINT,
    "forgiveness_delay" INTEGER,
    "forgiveness_haste" INTEGER,
    "working_group_id" INTEGER,
    "has_work_permit" BOOLEAN NOT NULL DEFAULT false,
    "as_soldier_in_complex" BOOLEAN NOT NULL DEFAULT false,
    "has_veteran_status" BOOLEAN NOT NULL DEFAULT false,
    "has_disability" BOOLEAN NOT NULL DEFAULT false,
    "work_permit_issuer" VARCHAR(150),
    "work_certificate_no" VARCHAR(30),
    "validity_date_work_permit" DATE,
    "third_party_id" INTEGER,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "personnel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "personnel_post" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "personnel_id" INTEGER NOT NULL,
    "post_id" INTEGER NOT NULL,
    "start_date" DATE NOT NULL,
    "end_date" DATE,
    "is_main" BOOLEAN NOT NULL DEFAULT true,
    "description" TEXT,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "personnel_post_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "personnel_address" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "personnel_id" INTEGER NOT NULL,
    "title" VARCHAR(100) NOT NULL,
    "province_id" INTEGER,
    "city_id" INTEGER NOT NULL,
    "address_text" TEXT NOT NULL,
    "apartment_no" VARCHAR(10),
    "buzzer_no" VARCHAR(10),
    "floor_no" INTEGER,
    "postal_code" VARCHAR(10),
    "latitude" DECIMAL(18,4),
    "longitude" DECIMAL(18,4),
    "is_default" BOOLEAN NOT NULL DEFAULT false,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "personnel_address_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "personnel_contact" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "personnel_id" INTEGER NOT NULL,
    "contact_kind" SMALLINT NOT NULL,
    "phone_number" VARCHAR(15),
    "email" VARCHAR(150),
    "description" TEXT,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "personnel_contact_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "personnel_bank_account" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "personnel_id" INTEGER NOT NULL,
    "title" VARCHAR(100),
    "bank_id" INTEGER,
    "province_id" INTEGER,
    "city_id" INTEGER,
    "bank_branch_id" INTEGER,
    "account_type_id" INTEGER,
    "owner_name" VARCHAR(150) NOT NULL,
    "account_no" VARCHAR(30) NOT NULL,
    "shaba_no" VARCHAR(26) NOT NULL,
    "cart_no" VARCHAR(16),
    "is_default" BOOLEAN NOT NULL DEFAULT false,
    "description" TEXT,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "personnel_bank_account_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "personnel_basic_insurance" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "personnel_id" INTEGER NOT NULL,
    "insurance_company_id" INTEGER NOT NULL,
    "branch" VARCHAR(100) NOT NULL,
    "branch_code" VARCHAR(20),
    "deduction_worker_percentage" DECIMAL(18,4) NOT NULL,
    "deduction_employer_percentage" DECIMAL(18,4) NOT NULL,
    "start_date" DATE NOT NULL,
    "end_date" DATE,
    "insurance_number" VARCHAR(30) NOT NULL,
    "workshop_id" INTEGER NOT NULL,
    "description" TEXT,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "personnel_basic_insurance_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "personnel_supplementary_insurance" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "personnel_id" INTEGER NOT NULL,
    "insurance_contract_id" INTEGER NOT NULL,
    "insurance_plan_id" INTEGER NOT NULL,
    "insurance_number" VARCHAR(30),
    "start_date" DATE NOT NULL,
    "end_date" DATE,
    "insured_count" INTEGER NOT NULL DEFAULT 1,
    "employee_share" DECIMAL(20,0),
    "employer_share" DECIMAL(20,0),
    "description" TEXT,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "personnel_supplementary_insurance_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "personnel_life_insurance" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "personnel_id" INTEGER NOT NULL,
    "insurance_company_id" INTEGER NOT NULL,
    "policy_number" VARCHAR(30) NOT NULL,
    "coverage_amount" DECIMAL(20,0) NOT NULL,
    "premium" DECIMAL(20,0),
    "start_date" DATE NOT NULL,
    "end_date" DATE,
    "beneficiary" VARCHAR(150),
    "description" TEXT,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "personnel_life_insurance_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "personnel_spouse" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "personnel_id" INTEGER NOT NULL,
    "full_name" VARCHAR(150),
    "national_code" VARCHAR(10) NOT NULL,
    "birth_date" DATE,
    "birth_location_id" INTEGER,
    "job_type" SMALLINT NOT NULL,
    "marriage_date" DATE NOT NULL,
    "divorce_death_date" DATE,
    "gender" SMALLINT NOT NULL,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "personnel_spouse_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "personnel_child" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "personnel_id" INTEGER NOT NULL,
    "first_name" VARCHAR(100) NOT NULL,
    "last_name" VARCHAR(100) NOT NULL,
    "national_code" VARCHAR(10) NOT NULL,
    "birth_location_id" INTEGER,
    "father_name" VARCHAR(100),
    "mother_name" VARCHAR(100),
    "job_type" SMALLINT NOT NULL,
    "birth_date" DATE NOT NULL,
    "sponsorship_end_date" DATE,
    "gender" SMALLINT NOT NULL,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "personnel_child_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "personnel_dependent" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "personnel_id" INTEGER NOT NULL,
    "first_name" VARCHAR(100) NOT NULL,
    "last_name" VARCHAR(100) NOT NULL,
    "national_code" VARCHAR(10) NOT NULL,
    "birth_location_id" INTEGER,
    "father_name" VARCHAR(100),
    "mother_name" VARCHAR(100),
    "job_type" SMALLINT NOT NULL,
    "birth_date" DATE NOT NULL,
    "sponsorship_end_date" DATE,
    "gender" SMALLINT NOT NULL,
    "relation" SMALLINT NOT NULL,
    "depend_type" SMALLINT,
    "sponsorship_start_date" DATE,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "personnel_dependent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "personnel_education" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "personnel_id" INTEGER NOT NULL,
    "title" VARCHAR(300),
    "degree" SMALLINT NOT NULL,
    "study_field_id" INTEGER NOT NULL,
    "orientation_id" INTEGER NOT NULL,
    "education_institute_id" INTEGER NOT NULL,
    "from_date" DATE NOT NULL,
    "to_date" DATE NOT NULL,
    "is_studying" BOOLEAN NOT NULL DEFAULT false,
    "gpa" DECIMAL(18,4),
    "description" TEXT,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "personnel_education_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "personnel_work_history" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "personnel_id" INTEGER NOT NULL,
    "organization" VARCHAR(150) NOT NULL,
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,
    "job_title" VARCHAR(100),
    "post_title" VARCHAR(100),
    "leave_reason" SMALLINT NOT NULL,
    "another_leave_reason" VARCHAR(200),
    "previous_company_address" TEXT NOT NULL,
    "previous_company_phone" VARCHAR(15) NOT NULL,
    "has_insurance_payment" BOOLEAN NOT NULL DEFAULT false,
    "previous_employer_inquiry" BOOLEAN NOT NULL DEFAULT false,
    "inquiry_person_name" VARCHAR(150),
    "inquiry_company_post" VARCHAR(100),
    "inquiry_date" DATE,
    "inquiry_result_type" SMALLINT,
    "inquiry_description" TEXT,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "personnel_work_history_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "personnel_examination" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "personnel_id" INTEGER NOT NULL,
    "title" VARCHAR(200),
    "examination_type" SMALLINT NOT NULL,
    "examination_date" DATE NOT NULL,
    "result" SMALLINT NOT NULL,
    "have_consideration" BOOLEAN NOT NULL DEFAULT false,
    "consideration" VARCHAR(500),
    "proceeding" VARCHAR(500),
    "next_examination_time" INTEGER,
    "next_examination_date" DATE,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "personnel_examination_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mail_setting" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "purpose" SMALLINT NOT NULL,
    "from_name" VARCHAR(100) NOT NULL,
    "from_address" VARCHAR(150) NOT NULL,
    "reply_to" VARCHAR(150),
    "host" VARCHAR(150),
    "port" INTEGER NOT NULL DEFAULT 587,
    "secure" BOOLEAN NOT NULL DEFAULT false,
    "username" VARCHAR(150),
    "password" TEXT,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "mail_setting_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "employment_status_search_text_trgm" ON "employment_status" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "employment_status_company_id_code_key" ON "employment_status"("company_id", "code");

-- CreateIndex
CREATE INDEX "study_field_search_text_trgm" ON "study_field" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "study_field_company_id_code_key" ON "study_field"("company_id", "code");

-- CreateIndex
CREATE INDEX "orientation_company_id_study_field_id_idx" ON "orientation"("company_id", "study_field_id");

-- CreateIndex
CREATE INDEX "orientation_search_text_trgm" ON "orientation" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "orientation_company_id_code_key" ON "orientation"("company_id", "code");

-- CreateIndex
CREATE INDEX "social_media_search_text_trgm" ON "social_media" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "social_media_company_id_code_key" ON "social_media"("company_id", "code");

-- CreateIndex
CREATE INDEX "grade_skill_level_idx" ON "grade"("skill_level");

-- CreateIndex
CREATE INDEX "grade_search_text_trgm" ON "grade" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "grade_company_id_code_key" ON "grade"("company_id", "code");

-- CreateIndex
CREATE INDEX "education_institute_company_id_country_id_idx" ON "education_institute"("company_id", "country_id");

-- CreateIndex
CREATE INDEX "education_institute_company_id_province_id_idx" ON "education_institute"("company_id", "province_id");

-- CreateIndex
CREATE INDEX "education_institute_company_id_city_id_idx" ON "education_institute"("company_id", "city_id");

-- CreateIndex
CREATE INDEX "education_institute_institute_type_idx" ON "education_institute"("institute_type");

-- CreateIndex
CREATE INDEX "education_institute_search_text_trgm" ON "education_institute" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "education_institute_company_id_code_key" ON "education_institute"("company_id", "code");

-- CreateIndex
CREATE INDEX "institute_social_media_company_id_education_institute_id_idx" ON "institute_social_media"("company_id", "education_institute_id");

-- CreateIndex
CREATE INDEX "institute_social_media_company_id_social_media_id_idx" ON "institute_social_media"("company_id", "social_media_id");

-- CreateIndex
CREATE INDEX "institute_social_media_search_text_trgm" ON "institute_social_media" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "department_company_id_parent_id_idx" ON "department"("company_id", "parent_id");

-- CreateIndex
CREATE INDEX "department_company_id_manager_id_idx" ON "department"("company_id", "manager_id");

-- CreateIndex
CREATE INDEX "department_company_id_instruction_id_idx" ON "department"("company_id", "instruction_id");

-- CreateIndex
CREATE INDEX "department_search_text_trgm" ON "department" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "department_company_id_code_key" ON "department"("company_id", "code");

-- CreateIndex
CREATE INDEX "job_family_search_text_trgm" ON "job_family" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "job_family_company_id_code_key" ON "job_family"("company_id", "code");

-- CreateIndex
CREATE INDEX "hr_job_company_id_job_family_id_idx" ON "hr_job"("company_id", "job_family_id");

-- CreateIndex
CREATE INDEX "hr_job_company_id_grade_id_idx" ON "hr_job"("company_id", "grade_id");

-- CreateIndex
CREATE INDEX "hr_job_search_text_trgm" ON "hr_job" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "hr_job_company_id_code_key" ON "hr_job"("company_id", "code");

-- CreateIndex
CREATE INDEX "post_company_id_department_id_idx" ON "post"("company_id", "department_id");

-- CreateIndex
CREATE INDEX "post_company_id_hr_job_id_idx" ON "post"("company_id", "hr_job_id");

-- CreateIndex
CREATE INDEX "post_company_id_parent_post_id_idx" ON "post"("company_id", "parent_post_id");

-- CreateIndex
CREATE INDEX "post_search_text_trgm" ON "post" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "post_company_id_code_key" ON "post"("company_id", "code");

-- CreateIndex
CREATE INDEX "workshop_company_id_city_id_idx" ON "workshop"("company_id", "city_id");

-- CreateIndex
CREATE INDEX "workshop_search_text_trgm" ON "workshop" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "workshop_company_id_code_key" ON "workshop"("company_id", "code");

-- CreateIndex
CREATE INDEX "insurance_contract_company_id_insurance_company_id_idx" ON "insurance_contract"("company_id", "insurance_company_id");

-- CreateIndex
CREATE INDEX "insurance_contract_company_id_province_id_idx" ON "insurance_contract"("company_id", "province_id");

-- CreateIndex
CREATE INDEX "insurance_contract_company_id_city_id_idx" ON "insurance_contract"("company_id", "city_id");

-- CreateIndex
CREATE INDEX "insurance_contract_service_type_idx" ON "insurance_contract"("service_type");

-- CreateIndex
CREATE INDEX "insurance_contract_coverage_start_idx" ON "insurance_contract"("coverage_start");

-- CreateIndex
CREATE INDEX "insurance_contract_search_text_trgm" ON "insurance_contract" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "insurance_contract_company_id_contract_number_key" ON "insurance_contract"("company_id", "contract_number");

-- CreateIndex
CREATE INDEX "insurance_plan_company_id_insurance_company_id_idx" ON "insurance_plan"("company_id", "insurance_company_id");

-- CreateIndex
CREATE INDEX "insurance_plan_company_id_insurance_contract_id_idx" ON "insurance_plan"("company_id", "insurance_contract_id");

-- CreateIndex
CREATE INDEX "insurance_plan_search_text_trgm" ON "insurance_plan" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "calendar_year_search_text_trgm" ON "calendar_year" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "calendar_year_company_id_code_key" ON "calendar_year"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "calendar_year_company_id_year_key" ON "calendar_year"("company_id", "year");

-- CreateIndex
CREATE INDEX "calendar_day_company_id_calendar_year_id_idx" ON "calendar_day"("company_id", "calendar_year_id");

-- CreateIndex
CREATE INDEX "calendar_day_month_idx" ON "calendar_day"("month");

-- CreateIndex
CREATE INDEX "calendar_day_vacation_type_idx" ON "calendar_day"("vacation_type");

-- CreateIndex
CREATE INDEX "calendar_day_search_text_trgm" ON "calendar_day" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "calendar_day_company_id_date_key" ON "calendar_day"("company_id", "date");

-- CreateIndex
CREATE INDEX "personnel_company_id_nationality_id_idx" ON "personnel"("company_id", "nationality_id");

-- CreateIndex
CREATE INDEX "personnel_company_id_birth_location_id_idx" ON "personnel"("company_id", "birth_location_id");

-- CreateIndex
CREATE INDEX "personnel_company_id_exportation_place_id_idx" ON "personnel"("company_id", "exportation_place_id");

-- CreateIndex
CREATE INDEX "personnel_company_id_employment_type_id_idx" ON "personnel"("company_id", "employment_type_id");

-- CreateIndex
CREATE INDEX "personnel_company_id_employment_status_id_idx" ON "personnel"("company_id", "employment_status_id");

-- CreateIndex
CREATE INDEX "personnel_company_id_department_id_idx" ON "personnel"("company_id", "department_id");

-- CreateIndex
CREATE INDEX "personnel_company_id_shift_id_idx" ON "personnel"("company_id", "shift_id");

-- CreateIndex
CREATE INDEX "personnel_company_id_working_group_id_idx" ON "personnel"("company_id", "working_group_id");

-- CreateIndex
CREATE INDEX "personnel_company_id_third_party_id_idx" ON "personnel"("company_id", "third_party_id");

-- CreateIndex
CREATE INDEX "personnel_status_idx" ON "personnel"("status");

-- CreateIndex
CREATE INDEX "personnel_gender_idx" ON "personnel"("gender");

-- CreateIndex
CREATE INDEX "personnel_start_date_idx" ON "personnel"("start_date");

-- CreateIndex
CREATE INDEX "personnel_search_text_trgm" ON "personnel" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "personnel_company_id_organization_code_key" ON "personnel"("company_id", "organization_code");

-- CreateIndex
CREATE UNIQUE INDEX "personnel_company_id_national_code_key" ON "personnel"("company_id", "national_code");

-- CreateIndex
CREATE INDEX "personnel_post_company_id_personnel_id_idx" ON "personnel_post"("company_id", "personnel_id");

-- CreateIndex
CREATE INDEX "personnel_post_company_id_post_id_idx" ON "personnel_post"("company_id", "post_id");

-- CreateIndex
CREATE INDEX "personnel_post_start_date_idx" ON "personnel_post"("start_date");

-- CreateIndex
CREATE INDEX "personnel_post_search_text_trgm" ON "personnel_post" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "personnel_address_company_id_personnel_id_idx" ON "personnel_address"("company_id", "personnel_id");

-- CreateIndex
CREATE INDEX "personnel_address_company_id_province_id_idx" ON "personnel_address"("company_id", "province_id");

-- CreateIndex
CREATE INDEX "personnel_address_company_id_city_id_idx" ON "personnel_address"("company_id", "city_id");

-- CreateIndex
CREATE INDEX "personnel_address_search_text_trgm" ON "personnel_address" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "personnel_contact_company_id_personnel_id_idx" ON "personnel_contact"("company_id", "personnel_id");

-- CreateIndex
CREATE INDEX "personnel_contact_search_text_trgm" ON "personnel_contact" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "personnel_bank_account_company_id_personnel_id_idx" ON "personnel_bank_account"("company_id", "personnel_id");

-- CreateIndex
CREATE INDEX "personnel_bank_account_company_id_bank_id_idx" ON "personnel_bank_account"("company_id", "bank_id");

-- CreateIndex
CREATE INDEX "personnel_bank_account_company_id_province_id_idx" ON "personnel_bank_account"("company_id", "province_id");

-- CreateIndex
CREATE INDEX "personnel_bank_account_company_id_city_id_idx" ON "personnel_bank_account"("company_id", "city_id");

-- CreateIndex
CREATE INDEX "personnel_bank_account_company_id_bank_branch_id_idx" ON "personnel_bank_account"("company_id", "bank_branch_id");

-- CreateIndex
CREATE INDEX "personnel_bank_account_company_id_account_type_id_idx" ON "personnel_bank_account"("company_id", "account_type_id");

-- CreateIndex
CREATE INDEX "personnel_bank_account_search_text_trgm" ON "personnel_bank_account" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "personnel_basic_insurance_company_id_personnel_id_idx" ON "personnel_basic_insurance"("company_id", "personnel_id");

-- CreateIndex
CREATE INDEX "personnel_basic_insurance_company_id_insurance_company_id_idx" ON "personnel_basic_insurance"("company_id", "insurance_company_id");

-- CreateIndex
CREATE INDEX "personnel_basic_insurance_company_id_workshop_id_idx" ON "personnel_basic_insurance"("company_id", "workshop_id");

-- CreateIndex
CREATE INDEX "personnel_basic_insurance_search_text_trgm" ON "personnel_basic_insurance" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "personnel_supplementary_insurance_company_id_personnel_id_idx" ON "personnel_supplementary_insurance"("company_id", "personnel_id");

-- CreateIndex
CREATE INDEX "personnel_supplementary_insurance_company_id_insurance_cont_idx" ON "personnel_supplementary_insurance"("company_id", "insurance_contract_id");

-- CreateIndex
CREATE INDEX "personnel_supplementary_insurance_company_id_insurance_plan_idx" ON "personnel_supplementary_insurance"("company_id", "insurance_plan_id");

-- CreateIndex
CREATE INDEX "personnel_supplementary_insurance_search_text_trgm" ON "personnel_supplementary_insurance" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "personnel_life_insurance_company_id_personnel_id_idx" ON "personnel_life_insurance"("company_id", "personnel_id");

-- CreateIndex
CREATE INDEX "personnel_life_insurance_company_id_insurance_company_id_idx" ON "personnel_life_insurance"("company_id", "insurance_company_id");

-- CreateIndex
CREATE INDEX "personnel_life_insurance_search_text_trgm" ON "personnel_life_insurance" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "personnel_spouse_company_id_personnel_id_idx" ON "personnel_spouse"("company_id", "personnel_id");

-- CreateIndex
CREATE INDEX "personnel_spouse_company_id_birth_location_id_idx" ON "personnel_spouse"("company_id", "birth_location_id");

-- CreateIndex
CREATE INDEX "personnel_spouse_search_text_trgm" ON "personnel_spouse" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "personnel_child_company_id_personnel_id_idx" ON "personnel_child"("company_id", "personnel_id");

-- CreateIndex
CREATE INDEX "personnel_child_company_id_birth_location_id_idx" ON "personnel_child"("company_id", "birth_location_id");

-- CreateIndex
CREATE INDEX "personnel_child_search_text_trgm" ON "personnel_child" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "personnel_dependent_company_id_personnel_id_idx" ON "personnel_dependent"("company_id", "personnel_id");

-- CreateIndex
CREATE INDEX "personnel_dependent_company_id_birth_location_id_idx" ON "personnel_dependent"("company_id", "birth_location_id");

-- CreateIndex
CREATE INDEX "personnel_dependent_search_text_trgm" ON "personnel_dependent" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "personnel_education_company_id_personnel_id_idx" ON "personnel_education"("company_id", "personnel_id");

-- CreateIndex
CREATE INDEX "personnel_education_company_id_study_field_id_idx" ON "personnel_education"("company_id", "study_field_id");

-- CreateIndex
CREATE INDEX "personnel_education_company_id_orientation_id_idx" ON "personnel_education"("company_id", "orientation_id");

-- CreateIndex
CREATE INDEX "personnel_education_company_id_education_institute_id_idx" ON "personnel_education"("company_id", "education_institute_id");

-- CreateIndex
CREATE INDEX "personnel_education_search_text_trgm" ON "personnel_education" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "personnel_work_history_company_id_personnel_id_idx" ON "personnel_work_history"("company_id", "personnel_id");

-- CreateIndex
CREATE INDEX "personnel_work_history_search_text_trgm" ON "personnel_work_history" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "personnel_examination_company_id_personnel_id_idx" ON "personnel_examination"("company_id", "personnel_id");

-- CreateIndex
CREATE INDEX "personnel_examination_search_text_trgm" ON "personnel_examination" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "mail_setting_company_id_idx" ON "mail_setting"("company_id");

-- CreateIndex
CREATE INDEX "mail_setting_purpose_idx" ON "mail_setting"("purpose");

-- CreateIndex
CREATE INDEX "mail_setting_search_text_trgm" ON "mail_setting" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "instruction_status_idx" ON "instruction"("status");

-- AddForeignKey
ALTER TABLE "orientation" ADD CONSTRAINT "orientation_study_field_id_fkey" FOREIGN KEY ("study_field_id") REFERENCES "study_field"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "education_institute" ADD CONSTRAINT "education_institute_country_id_fkey" FOREIGN KEY ("country_id") REFERENCES "country"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "education_institute" ADD CONSTRAINT "education_institute_province_id_fkey" FOREIGN KEY ("province_id") REFERENCES "province"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "education_institute" ADD CONSTRAINT "education_institute_city_id_fkey" FOREIGN KEY ("city_id") REFERENCES "city"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "institute_social_media" ADD CONSTRAINT "institute_social_media_education_institute_id_fkey" FOREIGN KEY ("education_institute_id") REFERENCES "education_institute"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "institute_social_media" ADD CONSTRAINT "institute_social_media_social_media_id_fkey" FOREIGN KEY ("social_media_id") REFERENCES "social_media"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "department" ADD CONSTRAINT "department_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "department"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "department" ADD CONSTRAINT "department_manager_id_fkey" FOREIGN KEY ("manager_id") REFERENCES "personnel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "department" ADD CONSTRAINT "department_instruction_id_fkey" FOREIGN KEY ("instruction_id") REFERENCES "instruction"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "hr_job" ADD CONSTRAINT "hr_job_job_family_id_fkey" FOREIGN KEY ("job_family_id") REFERENCES "job_family"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "hr_job" ADD CONSTRAINT "hr_job_grade_id_fkey" FOREIGN KEY ("grade_id") REFERENCES "grade"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "post" ADD CONSTRAINT "post_department_id_fkey" FOREIGN KEY ("department_id") REFERENCES "department"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "post" ADD CONSTRAINT "post_hr_job_id_fkey" FOREIGN KEY ("hr_job_id") REFERENCES "hr_job"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "post" ADD CONSTRAINT "post_parent_post_id_fkey" FOREIGN KEY ("parent_post_id") REFERENCES "post"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "workshop" ADD CONSTRAINT "workshop_city_id_fkey" FOREIGN KEY ("city_id") REFERENCES "city"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "insurance_contract" ADD CONSTRAINT "insurance_contract_insurance_company_id_fkey" FOREIGN KEY ("insurance_company_id") REFERENCES "insurance_company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "insurance_contract" ADD CONSTRAINT "insurance_contract_province_id_fkey" FOREIGN KEY ("province_id") REFERENCES "province"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "insurance_contract" ADD CONSTRAINT "insurance_contract_city_id_fkey" FOREIGN KEY ("city_id") REFERENCES "city"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "insurance_plan" ADD CONSTRAINT "insurance_plan_insurance_company_id_fkey" FOREIGN KEY ("insurance_company_id") REFERENCES "insurance_company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "insurance_plan" ADD CONSTRAINT "insurance_plan_insurance_contract_id_fkey" FOREIGN KEY ("insurance_contract_id") REFERENCES "insurance_contract"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "calendar_day" ADD CONSTRAINT "calendar_day_calendar_year_id_fkey" FOREIGN KEY ("calendar_year_id") REFERENCES "calendar_year"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel" ADD CONSTRAINT "personnel_nationality_id_fkey" FOREIGN KEY ("nationality_id") REFERENCES "country"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel" ADD CONSTRAINT "personnel_birth_location_id_fkey" FOREIGN KEY ("birth_location_id") REFERENCES "city"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel" ADD CONSTRAINT "personnel_exportation_place_id_fkey" FOREIGN KEY ("exportation_place_id") REFERENCES "city"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel" ADD CONSTRAINT "personnel_employment_type_id_fkey" FOREIGN KEY ("employment_type_id") REFERENCES "employment_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel" ADD CONSTRAINT "personnel_employment_status_id_fkey" FOREIGN KEY ("employment_status_id") REFERENCES "employment_status"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel" ADD CONSTRAINT "personnel_department_id_fkey" FOREIGN KEY ("department_id") REFERENCES "department"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel" ADD CONSTRAINT "personnel_shift_id_fkey" FOREIGN KEY ("shift_id") REFERENCES "shift"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel" ADD CONSTRAINT "personnel_working_group_id_fkey" FOREIGN KEY ("working_group_id") REFERENCES "working_group"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel" ADD CONSTRAINT "personnel_third_party_id_fkey" FOREIGN KEY ("third_party_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel_post" ADD CONSTRAINT "personnel_post_personnel_id_fkey" FOREIGN KEY ("personnel_id") REFERENCES "personnel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel_post" ADD CONSTRAINT "personnel_post_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "post"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel_address" ADD CONSTRAINT "personnel_address_personnel_id_fkey" FOREIGN KEY ("personnel_id") REFERENCES "personnel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel_address" ADD CONSTRAINT "personnel_address_province_id_fkey" FOREIGN KEY ("province_id") REFERENCES "province"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel_address" ADD CONSTRAINT "personnel_address_city_id_fkey" FOREIGN KEY ("city_id") REFERENCES "city"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel_contact" ADD CONSTRAINT "personnel_contact_personnel_id_fkey" FOREIGN KEY ("personnel_id") REFERENCES "personnel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel_bank_account" ADD CONSTRAINT "personnel_bank_account_personnel_id_fkey" FOREIGN KEY ("personnel_id") REFERENCES "personnel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel_bank_account" ADD CONSTRAINT "personnel_bank_account_bank_id_fkey" FOREIGN KEY ("bank_id") REFERENCES "bank"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel_bank_account" ADD CONSTRAINT "personnel_bank_account_province_id_fkey" FOREIGN KEY ("province_id") REFERENCES "province"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel_bank_account" ADD CONSTRAINT "personnel_bank_account_city_id_fkey" FOREIGN KEY ("city_id") REFERENCES "city"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel_bank_account" ADD CONSTRAINT "personnel_bank_account_bank_branch_id_fkey" FOREIGN KEY ("bank_branch_id") REFERENCES "bank_branch"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel_bank_account" ADD CONSTRAINT "personnel_bank_account_account_type_id_fkey" FOREIGN KEY ("account_type_id") REFERENCES "bank_account_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel_basic_insurance" ADD CONSTRAINT "personnel_basic_insurance_personnel_id_fkey" FOREIGN KEY ("personnel_id") REFERENCES "personnel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel_basic_insurance" ADD CONSTRAINT "personnel_basic_insurance_insurance_company_id_fkey" FOREIGN KEY ("insurance_company_id") REFERENCES "insurance_company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel_basic_insurance" ADD CONSTRAINT "personnel_basic_insurance_workshop_id_fkey" FOREIGN KEY ("workshop_id") REFERENCES "workshop"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel_supplementary_insurance" ADD CONSTRAINT "personnel_supplementary_insurance_personnel_id_fkey" FOREIGN KEY ("personnel_id") REFERENCES "personnel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel_supplementary_insurance" ADD CONSTRAINT "personnel_supplementary_insurance_insurance_contract_id_fkey" FOREIGN KEY ("insurance_contract_id") REFERENCES "insurance_contract"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel_supplementary_insurance" ADD CONSTRAINT "personnel_supplementary_insurance_insurance_plan_id_fkey" FOREIGN KEY ("insurance_plan_id") REFERENCES "insurance_plan"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel_life_insurance" ADD CONSTRAINT "personnel_life_insurance_personnel_id_fkey" FOREIGN KEY ("personnel_id") REFERENCES "personnel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel_life_insurance" ADD CONSTRAINT "personnel_life_insurance_insurance_company_id_fkey" FOREIGN KEY ("insurance_company_id") REFERENCES "insurance_company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel_spouse" ADD CONSTRAINT "personnel_spouse_personnel_id_fkey" FOREIGN KEY ("personnel_id") REFERENCES "personnel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel_spouse" ADD CONSTRAINT "personnel_spouse_birth_location_id_fkey" FOREIGN KEY ("birth_location_id") REFERENCES "city"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel_child" ADD CONSTRAINT "personnel_child_personnel_id_fkey" FOREIGN KEY ("personnel_id") REFERENCES "personnel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel_child" ADD CONSTRAINT "personnel_child_birth_location_id_fkey" FOREIGN KEY ("birth_location_id") REFERENCES "city"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel_dependent" ADD CONSTRAINT "personnel_dependent_personnel_id_fkey" FOREIGN KEY ("personnel_id") REFERENCES "personnel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel_dependent" ADD CONSTRAINT "personnel_dependent_birth_location_id_fkey" FOREIGN KEY ("birth_location_id") REFERENCES "city"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel_education" ADD CONSTRAINT "personnel_education_personnel_id_fkey" FOREIGN KEY ("personnel_id") REFERENCES "personnel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel_education" ADD CONSTRAINT "personnel_education_study_field_id_fkey" FOREIGN KEY ("study_field_id") REFERENCES "study_field"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel_education" ADD CONSTRAINT "personnel_education_orientation_id_fkey" FOREIGN KEY ("orientation_id") REFERENCES "orientation"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel_education" ADD CONSTRAINT "personnel_education_education_institute_id_fkey" FOREIGN KEY ("education_institute_id") REFERENCES "education_institute"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel_work_history" ADD CONSTRAINT "personnel_work_history_personnel_id_fkey" FOREIGN KEY ("personnel_id") REFERENCES "personnel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personnel_examination" ADD CONSTRAINT "personnel_examination_personnel_id_fkey" FOREIGN KEY ("personnel_id") REFERENCES "personnel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- search keys of the searchable entities this migration creates (packages/entities searchTriggersFor)
CREATE TRIGGER "employment_status_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "employment_status" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "study_field_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "study_field" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "orientation_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "orientation" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "social_media_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "social_media" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "grade_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "grade" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "education_institute_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "education_institute" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "institute_social_media_search_text" BEFORE INSERT OR UPDATE OF "address" ON "institute_social_media" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('address');
CREATE TRIGGER "department_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "department" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "job_family_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "job_family" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "hr_job_search_text" BEFORE INSERT OR UPDATE OF "title", "code" ON "hr_job" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title', 'code');
CREATE TRIGGER "post_search_text" BEFORE INSERT OR UPDATE OF "title", "code" ON "post" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title', 'code');
CREATE TRIGGER "workshop_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "workshop" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "insurance_contract_search_text" BEFORE INSERT OR UPDATE OF "subject", "contract_number", "branch_name" ON "insurance_contract" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('subject', 'contract_number', 'branch_name');
CREATE TRIGGER "insurance_plan_search_text" BEFORE INSERT OR UPDATE OF "title" ON "insurance_plan" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title');
CREATE TRIGGER "calendar_year_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "calendar_year" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "calendar_day_search_text" BEFORE INSERT OR UPDATE OF "description" ON "calendar_day" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('description');
CREATE TRIGGER "personnel_search_text" BEFORE INSERT OR UPDATE OF "full_name", "organization_code", "national_code" ON "personnel" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('full_name', 'organization_code', 'national_code');
CREATE TRIGGER "personnel_post_search_text" BEFORE INSERT OR UPDATE OF "description" ON "personnel_post" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('description');
CREATE TRIGGER "personnel_address_search_text" BEFORE INSERT OR UPDATE OF "title", "address_text" ON "personnel_address" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title', 'address_text');
CREATE TRIGGER "personnel_contact_search_text" BEFORE INSERT OR UPDATE OF "description", "phone_number", "email" ON "personnel_contact" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('description', 'phone_number', 'email');
CREATE TRIGGER "personnel_bank_account_search_text" BEFORE INSERT OR UPDATE OF "account_no", "shaba_no", "owner_name" ON "personnel_bank_account" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('account_no', 'shaba_no', 'owner_name');
CREATE TRIGGER "personnel_basic_insurance_search_text" BEFORE INSERT OR UPDATE OF "insurance_number" ON "personnel_basic_insurance" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('insurance_number');
CREATE TRIGGER "personnel_supplementary_insurance_search_text" BEFORE INSERT OR UPDATE OF "insurance_number" ON "personnel_supplementary_insurance" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('insurance_number');
CREATE TRIGGER "personnel_life_insurance_search_text" BEFORE INSERT OR UPDATE OF "policy_number" ON "personnel_life_insurance" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('policy_number');
CREATE TRIGGER "personnel_spouse_search_text" BEFORE INSERT OR UPDATE OF "full_name", "national_code" ON "personnel_spouse" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('full_name', 'national_code');
CREATE TRIGGER "personnel_child_search_text" BEFORE INSERT OR UPDATE OF "first_name", "last_name", "national_code" ON "personnel_child" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('first_name', 'last_name', 'national_code');
CREATE TRIGGER "personnel_dependent_search_text" BEFORE INSERT OR UPDATE OF "first_name", "last_name", "national_code" ON "personnel_dependent" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('first_name', 'last_name', 'national_code');
CREATE TRIGGER "personnel_education_search_text" BEFORE INSERT OR UPDATE OF "title" ON "personnel_education" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title');
CREATE TRIGGER "personnel_work_history_search_text" BEFORE INSERT OR UPDATE OF "organization" ON "personnel_work_history" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('organization');
CREATE TRIGGER "personnel_examination_search_text" BEFORE INSERT OR UPDATE OF "title" ON "personnel_examination" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title');
CREATE TRIGGER "mail_setting_search_text" BEFORE INSERT OR UPDATE OF "from_name", "from_address" ON "mail_setting" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('from_name', 'from_address');
