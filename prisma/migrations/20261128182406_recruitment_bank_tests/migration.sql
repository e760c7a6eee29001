-- CreateTable
CREATE TABLE "question_group" (
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

    CONSTRAINT "question_group_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "question" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20),
    "title" TEXT NOT NULL,
    "question_group_id" INTEGER NOT NULL,
    "kind" SMALLINT NOT NULL DEFAULT 1,
    "default_score" DECIMAL(18,4),
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "question_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "question_option" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "question_id" INTEGER NOT NULL,
    "title" VARCHAR(500) NOT NULL,
    "order" INTEGER NOT NULL,
    "is_answer" BOOLEAN NOT NULL DEFAULT false,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "question_option_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "test_group" (
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

    CONSTRAINT "test_group_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "hr_test" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20),
    "title" VARCHAR(150) NOT NULL,
    "test_group_id" INTEGER NOT NULL,
    "score" DECIMAL(18,4),
    "passing_score" DECIMAL(18,4),
    "duration_minutes" INTEGER NOT NULL,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "hr_test_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "test_question" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "hr_test_id" INTEGER NOT NULL,
    "question_id" INTEGER NOT NULL,
    "order" INTEGER,
    "score" DECIMAL(18,4),
    "question_title" VARCHAR(2000),
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "test_question_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "interview_location" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "address" TEXT,
    "is_online" BOOLEAN NOT NULL DEFAULT false,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "interview_location_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "interviewer" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "personnel_id" INTEGER NOT NULL,
    "full_name" VARCHAR(201),
    "expertise" VARCHAR(200),
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "interviewer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "satisfaction" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "title" VARCHAR(150) NOT NULL,
    "question" VARCHAR(300) NOT NULL,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "satisfaction_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "satisfaction_reason" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "satisfaction_id" INTEGER NOT NULL,
    "order" INTEGER NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "satisfaction_reason_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job_request" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20),
    "request_date" DATE NOT NULL,
    "department_id" INTEGER NOT NULL,
    "post_id" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "needed_by" DATE,
    "description" TEXT,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "approval_level" INTEGER,
    "approval_round" INTEGER NOT NULL DEFAULT 0,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "job_request_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job_ad" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20),
    "title" VARCHAR(150) NOT NULL,
    "job_request_id" INTEGER NOT NULL,
    "department_id" INTEGER,
    "post_id" INTEGER,
    "count" INTEGER NOT NULL,
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,
    "location" VARCHAR(200),
    "requirements" TEXT NOT NULL,
    "description" TEXT,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "job_ad_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job_ad_step" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "job_ad_id" INTEGER NOT NULL,
    "order" INTEGER NOT NULL,
    "title" VARCHAR(150) NOT NULL,
    "hr_test_id" INTEGER,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "job_ad_step_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "question_group_search_text_trgm" ON "question_group" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "question_group_company_id_code_key" ON "question_group"("company_id", "code");

-- CreateIndex
CREATE INDEX "question_company_id_question_group_id_idx" ON "question"("company_id", "question_group_id");

-- CreateIndex
CREATE INDEX "question_kind_idx" ON "question"("kind");

-- CreateIndex
CREATE INDEX "question_search_text_trgm" ON "question" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "question_company_id_code_key" ON "question"("company_id", "code");

-- CreateIndex
CREATE INDEX "question_option_company_id_question_id_idx" ON "question_option"("company_id", "question_id");

-- CreateIndex
CREATE INDEX "question_option_is_answer_idx" ON "question_option"("is_answer");

-- CreateIndex
CREATE INDEX "question_option_search_text_trgm" ON "question_option" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "question_option_question_id_title_key" ON "question_option"("question_id", "title");

-- CreateIndex
CREATE UNIQUE INDEX "question_option_question_id_order_key" ON "question_option"("question_id", "order");

-- CreateIndex
CREATE INDEX "test_group_search_text_trgm" ON "test_group" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "test_group_company_id_code_key" ON "test_group"("company_id", "code");

-- CreateIndex
CREATE INDEX "hr_test_company_id_test_group_id_idx" ON "hr_test"("company_id", "test_group_id");

-- CreateIndex
CREATE INDEX "hr_test_search_text_trgm" ON "hr_test" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "hr_test_company_id_code_key" ON "hr_test"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "hr_test_company_id_title_key" ON "hr_test"("company_id", "title");

-- CreateIndex
CREATE INDEX "test_question_company_id_hr_test_id_idx" ON "test_question"("company_id", "hr_test_id");

-- CreateIndex
CREATE INDEX "test_question_company_id_question_id_idx" ON "test_question"("company_id", "question_id");

-- CreateIndex
CREATE INDEX "test_question_search_text_trgm" ON "test_question" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "interview_location_search_text_trgm" ON "interview_location" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "interview_location_company_id_code_key" ON "interview_location"("company_id", "code");

-- CreateIndex
CREATE INDEX "interviewer_company_id_personnel_id_idx" ON "interviewer"("company_id", "personnel_id");

-- CreateIndex
CREATE INDEX "interviewer_search_text_trgm" ON "interviewer" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "interviewer_company_id_personnel_id_key" ON "interviewer"("company_id", "personnel_id");

-- CreateIndex
CREATE INDEX "satisfaction_search_text_trgm" ON "satisfaction" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "satisfaction_company_id_title_key" ON "satisfaction"("company_id", "title");

-- CreateIndex
CREATE INDEX "satisfaction_reason_company_id_satisfaction_id_idx" ON "satisfaction_reason"("company_id", "satisfaction_id");

-- CreateIndex
CREATE INDEX "satisfaction_reason_search_text_trgm" ON "satisfaction_reason" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "job_request_company_id_department_id_idx" ON "job_request"("company_id", "department_id");

-- CreateIndex
CREATE INDEX "job_request_company_id_post_id_idx" ON "job_request"("company_id", "post_id");

-- CreateIndex
CREATE INDEX "job_request_status_idx" ON "job_request"("status");

-- CreateIndex
CREATE INDEX "job_request_approval_level_idx" ON "job_request"("approval_level");

-- CreateIndex
CREATE INDEX "job_request_request_date_idx" ON "job_request"("request_date");

-- CreateIndex
CREATE INDEX "job_request_search_text_trgm" ON "job_request" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "job_request_company_id_code_key" ON "job_request"("company_id", "code");

-- CreateIndex
CREATE INDEX "job_ad_company_id_job_request_id_idx" ON "job_ad"("company_id", "job_request_id");

-- CreateIndex
CREATE INDEX "job_ad_company_id_department_id_idx" ON "job_ad"("company_id", "department_id");

-- CreateIndex
CREATE INDEX "job_ad_company_id_post_id_idx" ON "job_ad"("company_id", "post_id");

-- CreateIndex
CREATE INDEX "job_ad_status_idx" ON "job_ad"("status");

-- CreateIndex
CREATE INDEX "job_ad_start_date_idx" ON "job_ad"("start_date");

-- CreateIndex
CREATE INDEX "job_ad_search_text_trgm" ON "job_ad" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "job_ad_company_id_code_key" ON "job_ad"("company_id", "code");

-- CreateIndex
CREATE INDEX "job_ad_step_company_id_job_ad_id_idx" ON "job_ad_step"("company_id", "job_ad_id");

-- CreateIndex
CREATE INDEX "job_ad_step_company_id_hr_test_id_idx" ON "job_ad_step"("company_id", "hr_test_id");

-- CreateIndex
CREATE INDEX "job_ad_step_search_text_trgm" ON "job_ad_step" USING GIN ("search_text" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "question" ADD CONSTRAINT "question_question_group_id_fkey" FOREIGN KEY ("question_group_id") REFERENCES "question_group"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_option" ADD CONSTRAINT "question_option_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "question"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "hr_test" ADD CONSTRAINT "hr_test_test_group_id_fkey" FOREIGN KEY ("test_group_id") REFERENCES "test_group"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "test_question" ADD CONSTRAINT "test_question_hr_test_id_fkey" FOREIGN KEY ("hr_test_id") REFERENCES "hr_test"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "test_question" ADD CONSTRAINT "test_question_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "question"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "interviewer" ADD CONSTRAINT "interviewer_personnel_id_fkey" FOREIGN KEY ("personnel_id") REFERENCES "personnel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "satisfaction_reason" ADD CONSTRAINT "satisfaction_reason_satisfaction_id_fkey" FOREIGN KEY ("satisfaction_id") REFERENCES "satisfaction"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_request" ADD CONSTRAINT "job_request_department_id_fkey" FOREIGN KEY ("department_id") REFERENCES "department"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_request" ADD CONSTRAINT "job_request_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "post"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_ad" ADD CONSTRAINT "job_ad_job_request_id_fkey" FOREIGN KEY ("job_request_id") REFERENCES "job_request"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_ad" ADD CONSTRAINT "job_ad_department_id_fkey" FOREIGN KEY ("department_id") REFERENCES "department"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_ad" ADD CONSTRAINT "job_ad_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "post"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_ad_step" ADD CONSTRAINT "job_ad_step_job_ad_id_fkey" FOREIGN KEY ("job_ad_id") REFERENCES "job_ad"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_ad_step" ADD CONSTRAINT "job_ad_step_hr_test_id_fkey" FOREIGN KEY ("hr_test_id") REFERENCES "hr_test"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- search keys of the searchable entities this migration creates (packages/entities searchTriggersFor)
CREATE TRIGGER "question_group_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "question_group" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "question_search_text" BEFORE INSERT OR UPDATE OF "title", "code" ON "question" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title', 'code');
CREATE TRIGGER "question_option_search_text" BEFORE INSERT OR UPDATE OF "title" ON "question_option" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title');
CREATE TRIGGER "test_group_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "test_group" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "hr_test_search_text" BEFORE INSERT OR UPDATE OF "title", "code" ON "hr_test" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title', 'code');
CREATE TRIGGER "test_question_search_text" BEFORE INSERT OR UPDATE OF "question_title" ON "test_question" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('question_title');
CREATE TRIGGER "interview_location_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "interview_location" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "interviewer_search_text" BEFORE INSERT OR UPDATE OF "full_name", "expertise" ON "interviewer" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('full_name', 'expertise');
CREATE TRIGGER "satisfaction_search_text" BEFORE INSERT OR UPDATE OF "title", "question" ON "satisfaction" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title', 'question');
CREATE TRIGGER "satisfaction_reason_search_text" BEFORE INSERT OR UPDATE OF "title" ON "satisfaction_reason" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title');
CREATE TRIGGER "job_request_search_text" BEFORE INSERT OR UPDATE OF "code", "reason" ON "job_request" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('code', 'reason');
CREATE TRIGGER "job_ad_search_text" BEFORE INSERT OR UPDATE OF "title", "code", "requirements" ON "job_ad" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title', 'code', 'requirements');
CREATE TRIGGER "job_ad_step_search_text" BEFORE INSERT OR UPDATE OF "title" ON "job_ad_step" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title');
