-- CreateTable
CREATE TABLE "test_attempt" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "job_application_id" INTEGER NOT NULL,
    "job_application_step_id" INTEGER NOT NULL,
    "hr_test_id" INTEGER NOT NULL,
    "applicant_id" INTEGER NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL,
    "deadline" TIMESTAMPTZ(3) NOT NULL,
    "submitted_at" TIMESTAMPTZ(3),
    "status" SMALLINT NOT NULL DEFAULT 1,
    "max_score" DECIMAL(18,4),
    "passing_score" DECIMAL(18,4),
    "score" DECIMAL(18,4),
    "passed" BOOLEAN NOT NULL DEFAULT false,
    "marked_at" TIMESTAMPTZ(3),
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "test_attempt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "test_attempt_answer" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "test_attempt_id" INTEGER NOT NULL,
    "test_question_id" INTEGER NOT NULL,
    "order" INTEGER NOT NULL,
    "question_title" TEXT NOT NULL,
    "kind" INTEGER NOT NULL,
    "max_score" DECIMAL(18,4),
    "question_option_id" INTEGER,
    "text" TEXT,
    "score" DECIMAL(18,4),
    "feedback" TEXT,
    "marked_by" INTEGER,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "test_attempt_answer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "satisfaction_answer" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "satisfaction_id" INTEGER NOT NULL,
    "job_application_id" INTEGER NOT NULL,
    "rating" INTEGER NOT NULL,
    "satisfaction_reason_id" INTEGER,
    "comment" TEXT,
    "answered_at" TIMESTAMPTZ(3) NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "satisfaction_answer_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "test_attempt_company_id_job_application_id_idx" ON "test_attempt"("company_id", "job_application_id");

-- CreateIndex
CREATE INDEX "test_attempt_company_id_job_application_step_id_idx" ON "test_attempt"("company_id", "job_application_step_id");

-- CreateIndex
CREATE INDEX "test_attempt_company_id_hr_test_id_idx" ON "test_attempt"("company_id", "hr_test_id");

-- CreateIndex
CREATE INDEX "test_attempt_job_application_id_idx" ON "test_attempt"("job_application_id");

-- CreateIndex
CREATE INDEX "test_attempt_applicant_id_idx" ON "test_attempt"("applicant_id");

-- CreateIndex
CREATE UNIQUE INDEX "test_attempt_company_id_job_application_step_id_key" ON "test_attempt"("company_id", "job_application_step_id");

-- CreateIndex
CREATE INDEX "test_attempt_answer_company_id_test_attempt_id_idx" ON "test_attempt_answer"("company_id", "test_attempt_id");

-- CreateIndex
CREATE INDEX "test_attempt_answer_company_id_test_question_id_idx" ON "test_attempt_answer"("company_id", "test_question_id");

-- CreateIndex
CREATE INDEX "test_attempt_answer_company_id_question_option_id_idx" ON "test_attempt_answer"("company_id", "question_option_id");

-- CreateIndex
CREATE INDEX "test_attempt_answer_search_text_trgm" ON "test_attempt_answer" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "test_attempt_answer_test_attempt_id_test_question_id_key" ON "test_attempt_answer"("test_attempt_id", "test_question_id");

-- CreateIndex
CREATE INDEX "satisfaction_answer_company_id_satisfaction_id_idx" ON "satisfaction_answer"("company_id", "satisfaction_id");

-- CreateIndex
CREATE INDEX "satisfaction_answer_company_id_job_application_id_idx" ON "satisfaction_answer"("company_id", "job_application_id");

-- CreateIndex
CREATE INDEX "satisfaction_answer_company_id_satisfaction_reason_id_idx" ON "satisfaction_answer"("company_id", "satisfaction_reason_id");

-- CreateIndex
CREATE INDEX "satisfaction_answer_satisfaction_id_idx" ON "satisfaction_answer"("satisfaction_id");

-- CreateIndex
CREATE UNIQUE INDEX "satisfaction_answer_company_id_job_application_id_key" ON "satisfaction_answer"("company_id", "job_application_id");

-- AddForeignKey
ALTER TABLE "test_attempt" ADD CONSTRAINT "test_attempt_job_application_id_fkey" FOREIGN KEY ("job_application_id") REFERENCES "job_application"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "test_attempt" ADD CONSTRAINT "test_attempt_job_application_step_id_fkey" FOREIGN KEY ("job_application_step_id") REFERENCES "job_application_step"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "test_attempt" ADD CONSTRAINT "test_attempt_hr_test_id_fkey" FOREIGN KEY ("hr_test_id") REFERENCES "hr_test"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "test_attempt_answer" ADD CONSTRAINT "test_attempt_answer_test_attempt_id_fkey" FOREIGN KEY ("test_attempt_id") REFERENCES "test_attempt"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "test_attempt_answer" ADD CONSTRAINT "test_attempt_answer_test_question_id_fkey" FOREIGN KEY ("test_question_id") REFERENCES "test_question"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "test_attempt_answer" ADD CONSTRAINT "test_attempt_answer_question_option_id_fkey" FOREIGN KEY ("question_option_id") REFERENCES "question_option"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "satisfaction_answer" ADD CONSTRAINT "satisfaction_answer_satisfaction_id_fkey" FOREIGN KEY ("satisfaction_id") REFERENCES "satisfaction"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "satisfaction_answer" ADD CONSTRAINT "satisfaction_answer_job_application_id_fkey" FOREIGN KEY ("job_application_id") REFERENCES "job_application"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "satisfaction_answer" ADD CONSTRAINT "satisfaction_answer_satisfaction_reason_id_fkey" FOREIGN KEY ("satisfaction_reason_id") REFERENCES "satisfaction_reason"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- search keys of the searchable entities this migration creates (packages/entities searchTriggersFor)
CREATE TRIGGER "test_attempt_answer_search_text" BEFORE INSERT OR UPDATE OF "question_title" ON "test_attempt_answer" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('question_title');
