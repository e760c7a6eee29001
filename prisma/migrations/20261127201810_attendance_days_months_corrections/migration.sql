-- CreateTable
CREATE TABLE "attendance_month" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "personnel_id" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "month" SMALLINT NOT NULL,
    "period" INTEGER NOT NULL,
    "total_work_hours" INTEGER,
    "over_time_hours" INTEGER,
    "under_time_hours" INTEGER,
    "night_hours" INTEGER,
    "holiday_work_hours" INTEGER,
    "hourly_leave_hours" INTEGER,
    "hourly_mission_hours" INTEGER,
    "mission_days" INTEGER,
    "leave_with_pay_days" INTEGER,
    "leave_without_pay_days" INTEGER,
    "absent_days" INTEGER,
    "incomplete_days" INTEGER,
    "is_closed" BOOLEAN NOT NULL DEFAULT false,
    "calculated_at" TIMESTAMPTZ(3),
    "status" SMALLINT NOT NULL DEFAULT 1,
    "approval_level" INTEGER,
    "approval_round" INTEGER NOT NULL DEFAULT 0,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "attendance_month_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "attendance_day" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "attendance_month_id" INTEGER NOT NULL,
    "personnel_id" INTEGER NOT NULL,
    "attendance_date" DATE NOT NULL,
    "weekday" SMALLINT,
    "day_kind" SMALLINT,
    "day_status" SMALLINT,
    "shift_id" INTEGER,
    "check_in" TIME(0),
    "check_in_next_day" BOOLEAN NOT NULL DEFAULT false,
    "check_out" TIME(0),
    "check_out_next_day" BOOLEAN NOT NULL DEFAULT false,
    "work_hour" INTEGER,
    "over_time" INTEGER,
    "overtime_over_cap" INTEGER,
    "late" INTEGER,
    "early_leave" INTEGER,
    "absence" INTEGER,
    "hourly_leave" INTEGER,
    "hourly_mission" INTEGER,
    "night_work" INTEGER,
    "holiday_work" INTEGER,
    "missing_punch" BOOLEAN NOT NULL DEFAULT false,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "attendance_day_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "attendance_correction" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "personnel_id" INTEGER,
    "attendance_date" DATE NOT NULL,
    "check_in_time" TIME(0) NOT NULL,
    "check_out_time" TIME(0) NOT NULL,
    "check_out_next_day" BOOLEAN NOT NULL DEFAULT false,
    "description" TEXT NOT NULL,
    "attendance_day_id" INTEGER,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "approval_level" INTEGER,
    "approval_round" INTEGER NOT NULL DEFAULT 0,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "attendance_correction_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "attendance_month_company_id_personnel_id_idx" ON "attendance_month"("company_id", "personnel_id");

-- CreateIndex
CREATE INDEX "attendance_month_year_idx" ON "attendance_month"("year");

-- CreateIndex
CREATE INDEX "attendance_month_month_idx" ON "attendance_month"("month");

-- CreateIndex
CREATE INDEX "attendance_month_status_idx" ON "attendance_month"("status");

-- CreateIndex
CREATE UNIQUE INDEX "attendance_month_personnel_id_period_key" ON "attendance_month"("personnel_id", "period");

-- CreateIndex
CREATE INDEX "attendance_day_company_id_attendance_month_id_idx" ON "attendance_day"("company_id", "attendance_month_id");

-- CreateIndex
CREATE INDEX "attendance_day_company_id_personnel_id_idx" ON "attendance_day"("company_id", "personnel_id");

-- CreateIndex
CREATE INDEX "attendance_day_company_id_shift_id_idx" ON "attendance_day"("company_id", "shift_id");

-- CreateIndex
CREATE INDEX "attendance_day_attendance_date_idx" ON "attendance_day"("attendance_date");

-- CreateIndex
CREATE INDEX "attendance_day_day_status_idx" ON "attendance_day"("day_status");

-- CreateIndex
CREATE INDEX "attendance_day_missing_punch_idx" ON "attendance_day"("missing_punch");

-- CreateIndex
CREATE UNIQUE INDEX "attendance_day_personnel_id_attendance_date_key" ON "attendance_day"("personnel_id", "attendance_date");

-- CreateIndex
CREATE INDEX "attendance_correction_company_id_personnel_id_idx" ON "attendance_correction"("company_id", "personnel_id");

-- CreateIndex
CREATE INDEX "attendance_correction_company_id_attendance_day_id_idx" ON "attendance_correction"("company_id", "attendance_day_id");

-- CreateIndex
CREATE INDEX "attendance_correction_attendance_date_idx" ON "attendance_correction"("attendance_date");

-- CreateIndex
CREATE INDEX "attendance_correction_status_idx" ON "attendance_correction"("status");

-- CreateIndex
CREATE INDEX "attendance_correction_approval_level_idx" ON "attendance_correction"("approval_level");

-- CreateIndex
CREATE INDEX "attendance_correction_search_text_trgm" ON "attendance_correction" USING GIN ("search_text" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "attendance_month" ADD CONSTRAINT "attendance_month_personnel_id_fkey" FOREIGN KEY ("personnel_id") REFERENCES "personnel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attendance_day" ADD CONSTRAINT "attendance_day_attendance_month_id_fkey" FOREIGN KEY ("attendance_month_id") REFERENCES "attendance_month"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attendance_day" ADD CONSTRAINT "attendance_day_personnel_id_fkey" FOREIGN KEY ("personnel_id") REFERENCES "personnel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attendance_day" ADD CONSTRAINT "attendance_day_shift_id_fkey" FOREIGN KEY ("shift_id") REFERENCES "shift"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attendance_correction" ADD CONSTRAINT "attendance_correction_personnel_id_fkey" FOREIGN KEY ("personnel_id") REFERENCES "personnel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attendance_correction" ADD CONSTRAINT "attendance_correction_attendance_day_id_fkey" FOREIGN KEY ("attendance_day_id") REFERENCES "attendance_day"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- search keys of the searchable entities this migration creates (packages/entities searchTriggersFor)
CREATE TRIGGER "attendance_correction_search_text" BEFORE INSERT OR UPDATE OF "description" ON "attendance_correction" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('description');
