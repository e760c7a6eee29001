-- CreateTable
CREATE TABLE "leave_type" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "title" VARCHAR(150) NOT NULL,
    "is_paid" BOOLEAN NOT NULL DEFAULT true,
    "allows_daily" BOOLEAN NOT NULL DEFAULT true,
    "allows_hourly" BOOLEAN NOT NULL DEFAULT true,
    "counts_against_entitlement" BOOLEAN NOT NULL DEFAULT true,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "leave_type_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "leave_request" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "request_number" VARCHAR(20),
    "personnel_id" INTEGER,
    "leave_type_id" INTEGER NOT NULL,
    "kind" SMALLINT NOT NULL DEFAULT 1,
    "start_date" DATE NOT NULL,
    "end_date" DATE,
    "from_time" TIME(0),
    "to_time" TIME(0),
    "duration" INTEGER,
    "description" TEXT,
    "manager_description" TEXT,
    "last_extend_date" DATE,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "approval_level" INTEGER,
    "approval_round" INTEGER NOT NULL DEFAULT 0,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "leave_request_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "leave_extension" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "request_number" VARCHAR(20),
    "leave_request_id" INTEGER NOT NULL,
    "new_end_date" DATE,
    "new_to_time" TIME(0),
    "previous_end" VARCHAR(20),
    "description" TEXT,
    "manager_description" TEXT,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "approval_level" INTEGER,
    "approval_round" INTEGER NOT NULL DEFAULT 0,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "leave_extension_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mission" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "mission_number" VARCHAR(20),
    "personnel_id" INTEGER,
    "mission_type" SMALLINT NOT NULL DEFAULT 1,
    "start_date" DATE NOT NULL,
    "end_date" DATE,
    "from_time" TIME(0),
    "to_time" TIME(0),
    "country_id" INTEGER,
    "province_id" INTEGER,
    "city_id" INTEGER,
    "mission_location" VARCHAR(300) NOT NULL,
    "request_residence" BOOLEAN NOT NULL DEFAULT false,
    "request_vehicle" BOOLEAN NOT NULL DEFAULT false,
    "request_salary_rial" DECIMAL(20,0),
    "request_currency" BOOLEAN NOT NULL DEFAULT false,
    "description" TEXT,
    "manager_description" TEXT,
    "cancellation_date" DATE,
    "last_extend_date" DATE,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "approval_level" INTEGER,
    "approval_round" INTEGER NOT NULL DEFAULT 0,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "mission_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mission_vehicle" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "mission_id" INTEGER NOT NULL,
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,
    "trip_type" SMALLINT NOT NULL DEFAULT 2,
    "vehicle_type" SMALLINT NOT NULL,
    "beginning_province_id" INTEGER,
    "beginning_city_id" INTEGER NOT NULL,
    "destination_province_id" INTEGER,
    "destination_city_id" INTEGER NOT NULL,
    "with_driver" BOOLEAN NOT NULL DEFAULT false,
    "note" VARCHAR(300),
    "status" SMALLINT NOT NULL DEFAULT 1,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "mission_vehicle_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mission_residence" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "mission_id" INTEGER NOT NULL,
    "entry_date" DATE NOT NULL,
    "exit_date" DATE NOT NULL,
    "destination" VARCHAR(300) NOT NULL,
    "province_id" INTEGER,
    "city_id" INTEGER,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "mission_residence_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mission_currency" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "mission_id" INTEGER NOT NULL,
    "from_date" DATE NOT NULL,
    "to_date" DATE NOT NULL,
    "currency_id" INTEGER NOT NULL,
    "has_currency" BOOLEAN NOT NULL DEFAULT false,
    "requested_amount" DECIMAL(18,4) NOT NULL,
    "note" VARCHAR(300),
    "status" SMALLINT NOT NULL DEFAULT 1,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "mission_currency_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mission_extension" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "request_number" VARCHAR(20),
    "mission_id" INTEGER NOT NULL,
    "target" SMALLINT NOT NULL DEFAULT 1,
    "mission_vehicle_id" INTEGER,
    "mission_residence_id" INTEGER,
    "mission_currency_id" INTEGER,
    "new_end_date" DATE NOT NULL,
    "previous_end_date" DATE,
    "description" TEXT,
    "manager_description" TEXT,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "approval_level" INTEGER,
    "approval_round" INTEGER NOT NULL DEFAULT 0,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "mission_extension_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "leave_type_is_paid_idx" ON "leave_type"("is_paid");

-- CreateIndex
CREATE INDEX "leave_type_search_text_trgm" ON "leave_type" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "leave_type_company_id_code_key" ON "leave_type"("company_id", "code");

-- CreateIndex
CREATE INDEX "leave_request_company_id_personnel_id_idx" ON "leave_request"("company_id", "personnel_id");

-- CreateIndex
CREATE INDEX "leave_request_company_id_leave_type_id_idx" ON "leave_request"("company_id", "leave_type_id");

-- CreateIndex
CREATE INDEX "leave_request_kind_idx" ON "leave_request"("kind");

-- CreateIndex
CREATE INDEX "leave_request_status_idx" ON "leave_request"("status");

-- CreateIndex
CREATE INDEX "leave_request_start_date_idx" ON "leave_request"("start_date");

-- CreateIndex
CREATE INDEX "leave_request_search_text_trgm" ON "leave_request" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "leave_request_company_id_request_number_key" ON "leave_request"("company_id", "request_number");

-- CreateIndex
CREATE INDEX "leave_extension_company_id_leave_request_id_idx" ON "leave_extension"("company_id", "leave_request_id");

-- CreateIndex
CREATE INDEX "leave_extension_status_idx" ON "leave_extension"("status");

-- CreateIndex
CREATE INDEX "leave_extension_search_text_trgm" ON "leave_extension" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "leave_extension_company_id_request_number_key" ON "leave_extension"("company_id", "request_number");

-- CreateIndex
CREATE INDEX "mission_company_id_personnel_id_idx" ON "mission"("company_id", "personnel_id");

-- CreateIndex
CREATE INDEX "mission_company_id_country_id_idx" ON "mission"("company_id", "country_id");

-- CreateIndex
CREATE INDEX "mission_company_id_province_id_idx" ON "mission"("company_id", "province_id");

-- CreateIndex
CREATE INDEX "mission_company_id_city_id_idx" ON "mission"("company_id", "city_id");

-- CreateIndex
CREATE INDEX "mission_mission_type_idx" ON "mission"("mission_type");

-- CreateIndex
CREATE INDEX "mission_status_idx" ON "mission"("status");

-- CreateIndex
CREATE INDEX "mission_start_date_idx" ON "mission"("start_date");

-- CreateIndex
CREATE INDEX "mission_search_text_trgm" ON "mission" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "mission_company_id_mission_number_key" ON "mission"("company_id", "mission_number");

-- CreateIndex
CREATE INDEX "mission_vehicle_company_id_mission_id_idx" ON "mission_vehicle"("company_id", "mission_id");

-- CreateIndex
CREATE INDEX "mission_vehicle_company_id_beginning_province_id_idx" ON "mission_vehicle"("company_id", "beginning_province_id");

-- CreateIndex
CREATE INDEX "mission_vehicle_company_id_beginning_city_id_idx" ON "mission_vehicle"("company_id", "beginning_city_id");

-- CreateIndex
CREATE INDEX "mission_vehicle_company_id_destination_province_id_idx" ON "mission_vehicle"("company_id", "destination_province_id");

-- CreateIndex
CREATE INDEX "mission_vehicle_company_id_destination_city_id_idx" ON "mission_vehicle"("company_id", "destination_city_id");

-- CreateIndex
CREATE INDEX "mission_vehicle_status_idx" ON "mission_vehicle"("status");

-- CreateIndex
CREATE INDEX "mission_vehicle_search_text_trgm" ON "mission_vehicle" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "mission_residence_company_id_mission_id_idx" ON "mission_residence"("company_id", "mission_id");

-- CreateIndex
CREATE INDEX "mission_residence_company_id_province_id_idx" ON "mission_residence"("company_id", "province_id");

-- CreateIndex
CREATE INDEX "mission_residence_company_id_city_id_idx" ON "mission_residence"("company_id", "city_id");

-- CreateIndex
CREATE INDEX "mission_residence_status_idx" ON "mission_residence"("status");

-- CreateIndex
CREATE INDEX "mission_residence_search_text_trgm" ON "mission_residence" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "mission_currency_company_id_mission_id_idx" ON "mission_currency"("company_id", "mission_id");

-- CreateIndex
CREATE INDEX "mission_currency_company_id_currency_id_idx" ON "mission_currency"("company_id", "currency_id");

-- CreateIndex
CREATE INDEX "mission_currency_status_idx" ON "mission_currency"("status");

-- CreateIndex
CREATE INDEX "mission_currency_search_text_trgm" ON "mission_currency" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "mission_extension_company_id_mission_id_idx" ON "mission_extension"("company_id", "mission_id");

-- CreateIndex
CREATE INDEX "mission_extension_company_id_mission_vehicle_id_idx" ON "mission_extension"("company_id", "mission_vehicle_id");

-- CreateIndex
CREATE INDEX "mission_extension_company_id_mission_residence_id_idx" ON "mission_extension"("company_id", "mission_residence_id");

-- CreateIndex
CREATE INDEX "mission_extension_company_id_mission_currency_id_idx" ON "mission_extension"("company_id", "mission_currency_id");

-- CreateIndex
CREATE INDEX "mission_extension_target_idx" ON "mission_extension"("target");

-- CreateIndex
CREATE INDEX "mission_extension_status_idx" ON "mission_extension"("status");

-- CreateIndex
CREATE INDEX "mission_extension_search_text_trgm" ON "mission_extension" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "mission_extension_company_id_request_number_key" ON "mission_extension"("company_id", "request_number");

-- AddForeignKey
ALTER TABLE "leave_request" ADD CONSTRAINT "leave_request_personnel_id_fkey" FOREIGN KEY ("personnel_id") REFERENCES "personnel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "leave_request" ADD CONSTRAINT "leave_request_leave_type_id_fkey" FOREIGN KEY ("leave_type_id") REFERENCES "leave_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "leave_extension" ADD CONSTRAINT "leave_extension_leave_request_id_fkey" FOREIGN KEY ("leave_request_id") REFERENCES "leave_request"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mission" ADD CONSTRAINT "mission_personnel_id_fkey" FOREIGN KEY ("personnel_id") REFERENCES "personnel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mission" ADD CONSTRAINT "mission_country_id_fkey" FOREIGN KEY ("country_id") REFERENCES "country"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mission" ADD CONSTRAINT "mission_province_id_fkey" FOREIGN KEY ("province_id") REFERENCES "province"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mission" ADD CONSTRAINT "mission_city_id_fkey" FOREIGN KEY ("city_id") REFERENCES "city"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mission_vehicle" ADD CONSTRAINT "mission_vehicle_mission_id_fkey" FOREIGN KEY ("mission_id") REFERENCES "mission"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mission_vehicle" ADD CONSTRAINT "mission_vehicle_beginning_province_id_fkey" FOREIGN KEY ("beginning_province_id") REFERENCES "province"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mission_vehicle" ADD CONSTRAINT "mission_vehicle_beginning_city_id_fkey" FOREIGN KEY ("beginning_city_id") REFERENCES "city"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mission_vehicle" ADD CONSTRAINT "mission_vehicle_destination_province_id_fkey" FOREIGN KEY ("destination_province_id") REFERENCES "province"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mission_vehicle" ADD CONSTRAINT "mission_vehicle_destination_city_id_fkey" FOREIGN KEY ("destination_city_id") REFERENCES "city"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mission_residence" ADD CONSTRAINT "mission_residence_mission_id_fkey" FOREIGN KEY ("mission_id") REFERENCES "mission"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mission_residence" ADD CONSTRAINT "mission_residence_province_id_fkey" FOREIGN KEY ("province_id") REFERENCES "province"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mission_residence" ADD CONSTRAINT "mission_residence_city_id_fkey" FOREIGN KEY ("city_id") REFERENCES "city"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mission_currency" ADD CONSTRAINT "mission_currency_mission_id_fkey" FOREIGN KEY ("mission_id") REFERENCES "mission"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mission_currency" ADD CONSTRAINT "mission_currency_currency_id_fkey" FOREIGN KEY ("currency_id") REFERENCES "currency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mission_extension" ADD CONSTRAINT "mission_extension_mission_id_fkey" FOREIGN KEY ("mission_id") REFERENCES "mission"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mission_extension" ADD CONSTRAINT "mission_extension_mission_vehicle_id_fkey" FOREIGN KEY ("mission_vehicle_id") REFERENCES "mission_vehicle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mission_extension" ADD CONSTRAINT "mission_extension_mission_residence_id_fkey" FOREIGN KEY ("mission_residence_id") REFERENCES "mission_residence"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mission_extension" ADD CONSTRAINT "mission_extension_mission_currency_id_fkey" FOREIGN KEY ("mission_currency_id") REFERENCES "mission_currency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- search keys of the searchable entities this migration creates (packages/entities searchTriggersFor)
CREATE TRIGGER "leave_type_search_text" BEFORE INSERT OR UPDATE OF "title", "code" ON "leave_type" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title', 'code');
CREATE TRIGGER "leave_request_search_text" BEFORE INSERT OR UPDATE OF "request_number", "description" ON "leave_request" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('request_number', 'description');
CREATE TRIGGER "leave_extension_search_text" BEFORE INSERT OR UPDATE OF "request_number", "description" ON "leave_extension" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('request_number', 'description');
CREATE TRIGGER "mission_search_text" BEFORE INSERT OR UPDATE OF "mission_number", "mission_location", "description" ON "mission" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('mission_number', 'mission_location', 'description');
CREATE TRIGGER "mission_vehicle_search_text" BEFORE INSERT OR UPDATE OF "note" ON "mission_vehicle" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('note');
CREATE TRIGGER "mission_residence_search_text" BEFORE INSERT OR UPDATE OF "destination" ON "mission_residence" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('destination');
CREATE TRIGGER "mission_currency_search_text" BEFORE INSERT OR UPDATE OF "note" ON "mission_currency" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('note');
CREATE TRIGGER "mission_extension_search_text" BEFORE INSERT OR UPDATE OF "request_number", "description" ON "mission_extension" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('request_number', 'description');
