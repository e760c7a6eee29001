-- CreateTable
CREATE TABLE "dealer_company" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "legal_id" VARCHAR(11),
    "phone" VARCHAR(15),
    "address" VARCHAR(300),
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "dealer_company_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_vehicle" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "dealer_company_id" INTEGER NOT NULL,
    "dealer_engine_gearbox_id" INTEGER,
    "model_year" INTEGER,
    "price" DECIMAL(20,0),
    "warranty_months" INTEGER,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "dealer_vehicle_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_vehicle_option" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "dealer_vehicle_id" INTEGER NOT NULL,
    "price" DECIMAL(20,0),
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "dealer_vehicle_option_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_service" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "dealer_service_group_id" INTEGER NOT NULL,
    "price" DECIMAL(20,0) NOT NULL,
    "standard_minutes" INTEGER,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "dealer_service_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_service_rate" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "dealer_service_id" INTEGER NOT NULL,
    "dealer_vehicle_id" INTEGER NOT NULL,
    "price" DECIMAL(20,0) NOT NULL,
    "standard_minutes" INTEGER,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "dealer_service_rate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_service_pack" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "dealer_vehicle_id" INTEGER,
    "total_price" DECIMAL(20,0),
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "dealer_service_pack_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_service_pack_line" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "dealer_service_pack_id" INTEGER NOT NULL,
    "dealer_service_id" INTEGER NOT NULL,
    "price" DECIMAL(20,0) NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "dealer_service_pack_line_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "dealer_company_id" INTEGER NOT NULL,
    "carmaker_code" VARCHAR(20),
    "dealer_rank_id" INTEGER,
    "city_id" INTEGER,
    "manager_name" VARCHAR(100),
    "phone" VARCHAR(15),
    "mobile" VARCHAR(200),
    "address" VARCHAR(300),
    "reception_start" TIME(0) NOT NULL DEFAULT '08:00:00'::time without time zone,
    "reception_end" TIME(0) NOT NULL DEFAULT '16:00:00'::time without time zone,
    "slot_minutes" INTEGER NOT NULL DEFAULT 30,
    "slot_capacity" INTEGER NOT NULL DEFAULT 2,
    "accepts_online_booking" BOOLEAN NOT NULL DEFAULT true,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "dealer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_repair_shop" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "kind" SMALLINT NOT NULL DEFAULT 1,
    "manager_name" VARCHAR(100),
    "phone" VARCHAR(15),
    "address" VARCHAR(300),
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "dealer_repair_shop_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_sales_expert" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "personnel_id" INTEGER,
    "mobile" VARCHAR(200),
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "dealer_sales_expert_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_appointment" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20),
    "dealer_id" INTEGER NOT NULL,
    "appointment_date" DATE NOT NULL,
    "slot_time" TIME(0) NOT NULL,
    "dealer_service_group_id" INTEGER NOT NULL,
    "customer_name" VARCHAR(100) NOT NULL,
    "mobile" VARCHAR(200) NOT NULL,
    "dealer_vehicle_id" INTEGER,
    "plate" VARCHAR(20),
    "vin" VARCHAR(17),
    "source" SMALLINT NOT NULL DEFAULT 1,
    "reminder_sent_at" TIMESTAMPTZ(3),
    "description" TEXT,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "dealer_appointment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "dealer_company_search_text_trgm" ON "dealer_company" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_company_company_id_code_key" ON "dealer_company"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_company_company_id_name_key" ON "dealer_company"("company_id", "name");

-- CreateIndex
CREATE INDEX "dealer_vehicle_company_id_dealer_company_id_idx" ON "dealer_vehicle"("company_id", "dealer_company_id");

-- CreateIndex
CREATE INDEX "dealer_vehicle_company_id_dealer_engine_gearbox_id_idx" ON "dealer_vehicle"("company_id", "dealer_engine_gearbox_id");

-- CreateIndex
CREATE INDEX "dealer_vehicle_search_text_trgm" ON "dealer_vehicle" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_vehicle_company_id_code_key" ON "dealer_vehicle"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_vehicle_company_id_name_key" ON "dealer_vehicle"("company_id", "name");

-- CreateIndex
CREATE INDEX "dealer_vehicle_option_company_id_dealer_vehicle_id_idx" ON "dealer_vehicle_option"("company_id", "dealer_vehicle_id");

-- CreateIndex
CREATE INDEX "dealer_vehicle_option_search_text_trgm" ON "dealer_vehicle_option" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_vehicle_option_company_id_code_key" ON "dealer_vehicle_option"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_vehicle_option_company_id_name_key" ON "dealer_vehicle_option"("company_id", "name");

-- CreateIndex
CREATE INDEX "dealer_service_company_id_dealer_service_group_id_idx" ON "dealer_service"("company_id", "dealer_service_group_id");

-- CreateIndex
CREATE INDEX "dealer_service_search_text_trgm" ON "dealer_service" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_service_company_id_code_key" ON "dealer_service"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_service_company_id_name_key" ON "dealer_service"("company_id", "name");

-- CreateIndex
CREATE INDEX "dealer_service_rate_company_id_dealer_service_id_idx" ON "dealer_service_rate"("company_id", "dealer_service_id");

-- CreateIndex
CREATE INDEX "dealer_service_rate_company_id_dealer_vehicle_id_idx" ON "dealer_service_rate"("company_id", "dealer_vehicle_id");

-- CreateIndex
CREATE INDEX "dealer_service_rate_search_text_trgm" ON "dealer_service_rate" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_service_rate_dealer_service_id_dealer_vehicle_id_key" ON "dealer_service_rate"("dealer_service_id", "dealer_vehicle_id");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_service_rate_company_id_code_key" ON "dealer_service_rate"("company_id", "code");

-- CreateIndex
CREATE INDEX "dealer_service_pack_company_id_dealer_vehicle_id_idx" ON "dealer_service_pack"("company_id", "dealer_vehicle_id");

-- CreateIndex
CREATE INDEX "dealer_service_pack_search_text_trgm" ON "dealer_service_pack" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_service_pack_company_id_code_key" ON "dealer_service_pack"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_service_pack_company_id_name_key" ON "dealer_service_pack"("company_id", "name");

-- CreateIndex
CREATE INDEX "dealer_service_pack_line_company_id_dealer_service_pack_id_idx" ON "dealer_service_pack_line"("company_id", "dealer_service_pack_id");

-- CreateIndex
CREATE INDEX "dealer_service_pack_line_company_id_dealer_service_id_idx" ON "dealer_service_pack_line"("company_id", "dealer_service_id");

-- CreateIndex
CREATE INDEX "dealer_company_id_dealer_company_id_idx" ON "dealer"("company_id", "dealer_company_id");

-- CreateIndex
CREATE INDEX "dealer_company_id_dealer_rank_id_idx" ON "dealer"("company_id", "dealer_rank_id");

-- CreateIndex
CREATE INDEX "dealer_company_id_city_id_idx" ON "dealer"("company_id", "city_id");

-- CreateIndex
CREATE INDEX "dealer_search_text_trgm" ON "dealer" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_company_id_code_key" ON "dealer"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_company_id_name_key" ON "dealer"("company_id", "name");

-- CreateIndex
CREATE INDEX "dealer_repair_shop_kind_idx" ON "dealer_repair_shop"("kind");

-- CreateIndex
CREATE INDEX "dealer_repair_shop_search_text_trgm" ON "dealer_repair_shop" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_repair_shop_company_id_code_key" ON "dealer_repair_shop"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_repair_shop_company_id_name_key" ON "dealer_repair_shop"("company_id", "name");

-- CreateIndex
CREATE INDEX "dealer_sales_expert_company_id_personnel_id_idx" ON "dealer_sales_expert"("company_id", "personnel_id");

-- CreateIndex
CREATE INDEX "dealer_sales_expert_search_text_trgm" ON "dealer_sales_expert" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_sales_expert_company_id_code_key" ON "dealer_sales_expert"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_sales_expert_company_id_name_key" ON "dealer_sales_expert"("company_id", "name");

-- CreateIndex
CREATE INDEX "dealer_appointment_company_id_dealer_id_idx" ON "dealer_appointment"("company_id", "dealer_id");

-- CreateIndex
CREATE INDEX "dealer_appointment_company_id_dealer_service_group_id_idx" ON "dealer_appointment"("company_id", "dealer_service_group_id");

-- CreateIndex
CREATE INDEX "dealer_appointment_company_id_dealer_vehicle_id_idx" ON "dealer_appointment"("company_id", "dealer_vehicle_id");

-- CreateIndex
CREATE INDEX "dealer_appointment_appointment_date_idx" ON "dealer_appointment"("appointment_date");

-- CreateIndex
CREATE INDEX "dealer_appointment_status_idx" ON "dealer_appointment"("status");

-- CreateIndex
CREATE INDEX "dealer_appointment_source_idx" ON "dealer_appointment"("source");

-- CreateIndex
CREATE INDEX "dealer_appointment_search_text_trgm" ON "dealer_appointment" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_appointment_company_id_code_key" ON "dealer_appointment"("company_id", "code");

-- AddForeignKey
ALTER TABLE "dealer_vehicle" ADD CONSTRAINT "dealer_vehicle_dealer_company_id_fkey" FOREIGN KEY ("dealer_company_id") REFERENCES "dealer_company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_vehicle" ADD CONSTRAINT "dealer_vehicle_dealer_engine_gearbox_id_fkey" FOREIGN KEY ("dealer_engine_gearbox_id") REFERENCES "dealer_engine_gearbox"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_vehicle_option" ADD CONSTRAINT "dealer_vehicle_option_dealer_vehicle_id_fkey" FOREIGN KEY ("dealer_vehicle_id") REFERENCES "dealer_vehicle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_service" ADD CONSTRAINT "dealer_service_dealer_service_group_id_fkey" FOREIGN KEY ("dealer_service_group_id") REFERENCES "dealer_service_group"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_service_rate" ADD CONSTRAINT "dealer_service_rate_dealer_service_id_fkey" FOREIGN KEY ("dealer_service_id") REFERENCES "dealer_service"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_service_rate" ADD CONSTRAINT "dealer_service_rate_dealer_vehicle_id_fkey" FOREIGN KEY ("dealer_vehicle_id") REFERENCES "dealer_vehicle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_service_pack" ADD CONSTRAINT "dealer_service_pack_dealer_vehicle_id_fkey" FOREIGN KEY ("dealer_vehicle_id") REFERENCES "dealer_vehicle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_service_pack_line" ADD CONSTRAINT "dealer_service_pack_line_dealer_service_pack_id_fkey" FOREIGN KEY ("dealer_service_pack_id") REFERENCES "dealer_service_pack"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_service_pack_line" ADD CONSTRAINT "dealer_service_pack_line_dealer_service_id_fkey" FOREIGN KEY ("dealer_service_id") REFERENCES "dealer_service"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer" ADD CONSTRAINT "dealer_dealer_company_id_fkey" FOREIGN KEY ("dealer_company_id") REFERENCES "dealer_company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer" ADD CONSTRAINT "dealer_dealer_rank_id_fkey" FOREIGN KEY ("dealer_rank_id") REFERENCES "dealer_rank"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer" ADD CONSTRAINT "dealer_city_id_fkey" FOREIGN KEY ("city_id") REFERENCES "city"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_sales_expert" ADD CONSTRAINT "dealer_sales_expert_personnel_id_fkey" FOREIGN KEY ("personnel_id") REFERENCES "personnel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_appointment" ADD CONSTRAINT "dealer_appointment_dealer_id_fkey" FOREIGN KEY ("dealer_id") REFERENCES "dealer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_appointment" ADD CONSTRAINT "dealer_appointment_dealer_service_group_id_fkey" FOREIGN KEY ("dealer_service_group_id") REFERENCES "dealer_service_group"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_appointment" ADD CONSTRAINT "dealer_appointment_dealer_vehicle_id_fkey" FOREIGN KEY ("dealer_vehicle_id") REFERENCES "dealer_vehicle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- search keys of the searchable entities this migration creates (packages/entities searchTriggersFor)
CREATE TRIGGER "dealer_company_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "dealer_company" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "dealer_vehicle_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "dealer_vehicle" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "dealer_vehicle_option_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "dealer_vehicle_option" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "dealer_service_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "dealer_service" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "dealer_service_rate_search_text" BEFORE INSERT OR UPDATE OF "code" ON "dealer_service_rate" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('code');
CREATE TRIGGER "dealer_service_pack_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "dealer_service_pack" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "dealer_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "dealer" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "dealer_repair_shop_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "dealer_repair_shop" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "dealer_sales_expert_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "dealer_sales_expert" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "dealer_appointment_search_text" BEFORE INSERT OR UPDATE OF "code", "customer_name", "mobile", "plate", "vin" ON "dealer_appointment" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('code', 'customer_name', 'mobile', 'plate', 'vin');
