-- CreateTable
CREATE TABLE "employment_type" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "transferable_leave_ceiling" INTEGER,
    "leave_transfer_method" SMALLINT NOT NULL,
    "automatic_paid_leave_increase" INTEGER NOT NULL,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "employment_type_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "shift" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "title" VARCHAR(150) NOT NULL,
    "shift_type" SMALLINT NOT NULL,
    "year" INTEGER NOT NULL,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "shift_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "shift_timing" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "shift_id" INTEGER NOT NULL,
    "day_type" SMALLINT NOT NULL,
    "start_date" DATE,
    "end_date" DATE,
    "start_time" TIME(0) NOT NULL,
    "end_time" TIME(0) NOT NULL,
    "end_time_next_day" BOOLEAN NOT NULL DEFAULT false,
    "first_entry_time" TIME(0),
    "first_entry_next_day" BOOLEAN NOT NULL DEFAULT false,
    "first_exit_time" TIME(0),
    "first_exit_next_day" BOOLEAN NOT NULL DEFAULT false,
    "last_entry_time" TIME(0),
    "last_entry_next_day" BOOLEAN NOT NULL DEFAULT false,
    "last_exit_time" TIME(0),
    "last_exit_next_day" BOOLEAN NOT NULL DEFAULT false,
    "maximum_delay" INTEGER,
    "maximum_rush" INTEGER,
    "not_counted_delays_on_holidays" BOOLEAN NOT NULL DEFAULT false,
    "has_floating" BOOLEAN NOT NULL DEFAULT false,
    "time_floating_period" INTEGER,
    "description" VARCHAR(300),
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "shift_timing_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "employment_type_leave_transfer_method_idx" ON "employment_type"("leave_transfer_method");

-- CreateIndex
CREATE INDEX "employment_type_name_trgm" ON "employment_type" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "employment_type_code_trgm" ON "employment_type" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "employment_type_company_id_code_key" ON "employment_type"("company_id", "code");

-- CreateIndex
CREATE INDEX "shift_shift_type_idx" ON "shift"("shift_type");

-- CreateIndex
CREATE INDEX "shift_year_idx" ON "shift"("year");

-- CreateIndex
CREATE INDEX "shift_title_trgm" ON "shift" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "shift_code_trgm" ON "shift" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "shift_company_id_code_key" ON "shift"("company_id", "code");

-- CreateIndex
CREATE INDEX "shift_timing_company_id_shift_id_idx" ON "shift_timing"("company_id", "shift_id");

-- CreateIndex
CREATE INDEX "shift_timing_description_trgm" ON "shift_timing" USING GIN ("description" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "project_start_date_idx" ON "project"("start_date");

-- AddForeignKey
ALTER TABLE "shift_timing" ADD CONSTRAINT "shift_timing_shift_id_fkey" FOREIGN KEY ("shift_id") REFERENCES "shift"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
