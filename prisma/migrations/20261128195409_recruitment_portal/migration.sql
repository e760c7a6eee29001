-- CreateTable
CREATE TABLE "job_application" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20),
    "job_ad_id" INTEGER NOT NULL,
    "applicant_id" INTEGER NOT NULL,
    "applicant_name" VARCHAR(201),
    "applicant_mobile" VARCHAR(11),
    "applied_at" TIMESTAMPTZ(3),
    "cover_letter" TEXT,
    "current_step" INTEGER,
    "current_step_title" VARCHAR(150),
    "status" SMALLINT NOT NULL DEFAULT 1,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "job_application_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job_application_step" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "job_application_id" INTEGER NOT NULL,
    "order" INTEGER NOT NULL,
    "title" VARCHAR(150) NOT NULL,
    "hr_test_id" INTEGER,
    "level" SMALLINT NOT NULL DEFAULT 1,
    "interviewer_id" INTEGER,
    "interview_location_id" INTEGER,
    "scheduled_at" TIMESTAMPTZ(3),
    "score" DECIMAL(18,4),
    "feedback" TEXT,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "job_application_step_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "applicant_resume" (
    "applicant_id" INTEGER NOT NULL,
    "national_code" VARCHAR(10),
    "birth_date" DATE,
    "gender" SMALLINT,
    "marital_status" SMALLINT,
    "military_status" SMALLINT,
    "email" VARCHAR(200),
    "city" VARCHAR(100),
    "address" VARCHAR(500),
    "about" VARCHAR(2000),
    "version" INTEGER NOT NULL DEFAULT 1,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "applicant_resume_pkey" PRIMARY KEY ("applicant_id")
);

-- CreateTable
CREATE TABLE "applicant_education" (
    "id" SERIAL NOT NULL,
    "applicant_id" INTEGER NOT NULL,
    "degree" SMALLINT NOT NULL,
    "field" VARCHAR(150) NOT NULL,
    "institute" VARCHAR(150) NOT NULL,
    "grade" DECIMAL(4,2),
    "start_year" INTEGER,
    "end_year" INTEGER,
    "position" SMALLINT NOT NULL,

    CONSTRAINT "applicant_education_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "applicant_work" (
    "id" SERIAL NOT NULL,
    "applicant_id" INTEGER NOT NULL,
    "company" VARCHAR(150) NOT NULL,
    "title" VARCHAR(150) NOT NULL,
    "start_date" DATE NOT NULL,
    "end_date" DATE,
    "description" VARCHAR(1000),
    "position" SMALLINT NOT NULL,

    CONSTRAINT "applicant_work_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "applicant_skill" (
    "id" SERIAL NOT NULL,
    "applicant_id" INTEGER NOT NULL,
    "title" VARCHAR(100) NOT NULL,
    "level" SMALLINT NOT NULL,
    "position" SMALLINT NOT NULL,

    CONSTRAINT "applicant_skill_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "applicant_file" (
    "id" SERIAL NOT NULL,
    "applicant_id" INTEGER NOT NULL,
    "kind" SMALLINT NOT NULL,
    "file_name" VARCHAR(255) NOT NULL,
    "file_size" INTEGER NOT NULL,
    "content_type" VARCHAR(150) NOT NULL,
    "object_key" VARCHAR(300) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "applicant_file_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "job_application_company_id_job_ad_id_idx" ON "job_application"("company_id", "job_ad_id");

-- CreateIndex
CREATE INDEX "job_application_status_idx" ON "job_application"("status");

-- CreateIndex
CREATE INDEX "job_application_applied_at_idx" ON "job_application"("applied_at");

-- CreateIndex
CREATE INDEX "job_application_applicant_id_idx" ON "job_application"("applicant_id");

-- CreateIndex
CREATE INDEX "job_application_search_text_trgm" ON "job_application" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "job_application_job_ad_id_applicant_id_key" ON "job_application"("job_ad_id", "applicant_id");

-- CreateIndex
CREATE UNIQUE INDEX "job_application_company_id_code_key" ON "job_application"("company_id", "code");

-- CreateIndex
CREATE INDEX "job_application_step_company_id_job_application_id_idx" ON "job_application_step"("company_id", "job_application_id");

-- CreateIndex
CREATE INDEX "job_application_step_company_id_hr_test_id_idx" ON "job_application_step"("company_id", "hr_test_id");

-- CreateIndex
CREATE INDEX "job_application_step_company_id_interviewer_id_idx" ON "job_application_step"("company_id", "interviewer_id");

-- CreateIndex
CREATE INDEX "job_application_step_company_id_interview_location_id_idx" ON "job_application_step"("company_id", "interview_location_id");

-- CreateIndex
CREATE INDEX "job_application_step_search_text_trgm" ON "job_application_step" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "applicant_education_applicant_id_idx" ON "applicant_education"("applicant_id");

-- CreateIndex
CREATE INDEX "applicant_work_applicant_id_idx" ON "applicant_work"("applicant_id");

-- CreateIndex
CREATE UNIQUE INDEX "applicant_skill_applicant_id_title_key" ON "applicant_skill"("applicant_id", "title");

-- CreateIndex
CREATE UNIQUE INDEX "applicant_file_object_key_key" ON "applicant_file"("object_key");

-- CreateIndex
CREATE INDEX "applicant_file_applicant_id_idx" ON "applicant_file"("applicant_id");

-- AddForeignKey
ALTER TABLE "job_application" ADD CONSTRAINT "job_application_job_ad_id_fkey" FOREIGN KEY ("job_ad_id") REFERENCES "job_ad"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_application_step" ADD CONSTRAINT "job_application_step_job_application_id_fkey" FOREIGN KEY ("job_application_id") REFERENCES "job_application"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_application_step" ADD CONSTRAINT "job_application_step_hr_test_id_fkey" FOREIGN KEY ("hr_test_id") REFERENCES "hr_test"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_application_step" ADD CONSTRAINT "job_application_step_interviewer_id_fkey" FOREIGN KEY ("interviewer_id") REFERENCES "interviewer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_application_step" ADD CONSTRAINT "job_application_step_interview_location_id_fkey" FOREIGN KEY ("interview_location_id") REFERENCES "interview_location"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant_resume" ADD CONSTRAINT "applicant_resume_applicant_id_fkey" FOREIGN KEY ("applicant_id") REFERENCES "applicant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant_education" ADD CONSTRAINT "applicant_education_applicant_id_fkey" FOREIGN KEY ("applicant_id") REFERENCES "applicant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant_work" ADD CONSTRAINT "applicant_work_applicant_id_fkey" FOREIGN KEY ("applicant_id") REFERENCES "applicant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant_skill" ADD CONSTRAINT "applicant_skill_applicant_id_fkey" FOREIGN KEY ("applicant_id") REFERENCES "applicant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicant_file" ADD CONSTRAINT "applicant_file_applicant_id_fkey" FOREIGN KEY ("applicant_id") REFERENCES "applicant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- search keys of the searchable entities this migration creates (packages/entities searchTriggersFor)
CREATE TRIGGER "job_application_search_text" BEFORE INSERT OR UPDATE OF "applicant_name", "code", "applicant_mobile" ON "job_application" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('applicant_name', 'code', 'applicant_mobile');
CREATE TRIGGER "job_application_step_search_text" BEFORE INSERT OR UPDATE OF "title" ON "job_application_step" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title');
