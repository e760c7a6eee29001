-- CreateTable
CREATE TABLE "dealer_satisfaction_link" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "reception_id" INTEGER NOT NULL,
    "token_hash" VARCHAR(64) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "answered_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "dealer_satisfaction_link_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_reception" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20),
    "dealer_id" INTEGER NOT NULL,
    "dealer_appointment_id" INTEGER,
    "received_at" TIMESTAMPTZ(3) NOT NULL,
    "customer_name" VARCHAR(100) NOT NULL,
    "mobile" VARCHAR(200) NOT NULL,
    "dealer_vehicle_id" INTEGER NOT NULL,
    "vin" VARCHAR(17) NOT NULL,
    "plate" VARCHAR(20) NOT NULL,
    "dealer_color_id" INTEGER,
    "mileage" INTEGER NOT NULL,
    "dealer_fuel_status_id" INTEGER,
    "dealer_tires_status_id" INTEGER,
    "damage" TEXT,
    "complaint" TEXT NOT NULL,
    "dealer_reception_service_type_id" INTEGER NOT NULL,
    "dealer_repair_shop_id" INTEGER,
    "technician_id" INTEGER,
    "promised_at" TIMESTAMPTZ(3),
    "total_price" DECIMAL(20,0),
    "closed_at" TIMESTAMPTZ(3),
    "dealer_satisfaction_level_id" INTEGER,
    "dealer_satisfaction_reason_id" INTEGER,
    "satisfaction_comment" TEXT,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "dealer_reception_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_reception_existing_car_part" (
    "owner_id" INTEGER NOT NULL,
    "target_id" INTEGER NOT NULL,

    CONSTRAINT "dealer_reception_existing_car_part_pkey" PRIMARY KEY ("owner_id","target_id")
);

-- CreateTable
CREATE TABLE "dealer_reception_line" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "dealer_reception_id" INTEGER NOT NULL,
    "kind" SMALLINT NOT NULL DEFAULT 1,
    "dealer_service_id" INTEGER,
    "dealer_service_pack_id" INTEGER,
    "price" DECIMAL(20,0),
    "description" VARCHAR(200),
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "dealer_reception_line_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_car_history" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "vin" VARCHAR(17) NOT NULL,
    "plate" VARCHAR(20) NOT NULL,
    "dealer_reception_id" INTEGER NOT NULL,
    "dealer_vehicle_id" INTEGER NOT NULL,
    "customer_name" VARCHAR(100) NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL,
    "closed_at" TIMESTAMPTZ(3) NOT NULL,
    "mileage" INTEGER NOT NULL,
    "services" TEXT,
    "total_price" DECIMAL(20,0),
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "dealer_car_history_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_satisfaction_link_reception_id_key" ON "dealer_satisfaction_link"("reception_id");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_satisfaction_link_token_hash_key" ON "dealer_satisfaction_link"("token_hash");

-- CreateIndex
CREATE INDEX "dealer_satisfaction_link_company_id_idx" ON "dealer_satisfaction_link"("company_id");

-- CreateIndex
CREATE INDEX "dealer_reception_company_id_dealer_id_idx" ON "dealer_reception"("company_id", "dealer_id");

-- CreateIndex
CREATE INDEX "dealer_reception_company_id_dealer_appointment_id_idx" ON "dealer_reception"("company_id", "dealer_appointment_id");

-- CreateIndex
CREATE INDEX "dealer_reception_company_id_dealer_vehicle_id_idx" ON "dealer_reception"("company_id", "dealer_vehicle_id");

-- CreateIndex
CREATE INDEX "dealer_reception_company_id_dealer_color_id_idx" ON "dealer_reception"("company_id", "dealer_color_id");

-- CreateIndex
CREATE INDEX "dealer_reception_company_id_dealer_fuel_status_id_idx" ON "dealer_reception"("company_id", "dealer_fuel_status_id");

-- CreateIndex
CREATE INDEX "dealer_reception_company_id_dealer_tires_status_id_idx" ON "dealer_reception"("company_id", "dealer_tires_status_id");

-- CreateIndex
CREATE INDEX "dealer_reception_company_id_dealer_reception_service_type_i_idx" ON "dealer_reception"("company_id", "dealer_reception_service_type_id");

-- CreateIndex
CREATE INDEX "dealer_reception_company_id_dealer_repair_shop_id_idx" ON "dealer_reception"("company_id", "dealer_repair_shop_id");

-- CreateIndex
CREATE INDEX "dealer_reception_company_id_technician_id_idx" ON "dealer_reception"("company_id", "technician_id");

-- CreateIndex
CREATE INDEX "dealer_reception_company_id_dealer_satisfaction_level_id_idx" ON "dealer_reception"("company_id", "dealer_satisfaction_level_id");

-- CreateIndex
CREATE INDEX "dealer_reception_company_id_dealer_satisfaction_reason_id_idx" ON "dealer_reception"("company_id", "dealer_satisfaction_reason_id");

-- CreateIndex
CREATE INDEX "dealer_reception_received_at_idx" ON "dealer_reception"("received_at");

-- CreateIndex
CREATE INDEX "dealer_reception_status_idx" ON "dealer_reception"("status");

-- CreateIndex
CREATE INDEX "dealer_reception_search_text_trgm" ON "dealer_reception" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_reception_company_id_code_key" ON "dealer_reception"("company_id", "code");

-- CreateIndex
CREATE INDEX "dealer_reception_existing_car_part_target_id_idx" ON "dealer_reception_existing_car_part"("target_id");

-- CreateIndex
CREATE INDEX "dealer_reception_line_company_id_dealer_reception_id_idx" ON "dealer_reception_line"("company_id", "dealer_reception_id");

-- CreateIndex
CREATE INDEX "dealer_reception_line_company_id_dealer_service_id_idx" ON "dealer_reception_line"("company_id", "dealer_service_id");

-- CreateIndex
CREATE INDEX "dealer_reception_line_company_id_dealer_service_pack_id_idx" ON "dealer_reception_line"("company_id", "dealer_service_pack_id");

-- CreateIndex
CREATE INDEX "dealer_reception_line_search_text_trgm" ON "dealer_reception_line" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "dealer_car_history_company_id_dealer_reception_id_idx" ON "dealer_car_history"("company_id", "dealer_reception_id");

-- CreateIndex
CREATE INDEX "dealer_car_history_company_id_dealer_vehicle_id_idx" ON "dealer_car_history"("company_id", "dealer_vehicle_id");

-- CreateIndex
CREATE INDEX "dealer_car_history_closed_at_idx" ON "dealer_car_history"("closed_at");

-- CreateIndex
CREATE INDEX "dealer_car_history_search_text_trgm" ON "dealer_car_history" USING GIN ("search_text" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "dealer_reception" ADD CONSTRAINT "dealer_reception_dealer_id_fkey" FOREIGN KEY ("dealer_id") REFERENCES "dealer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_reception" ADD CONSTRAINT "dealer_reception_dealer_appointment_id_fkey" FOREIGN KEY ("dealer_appointment_id") REFERENCES "dealer_appointment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_reception" ADD CONSTRAINT "dealer_reception_dealer_vehicle_id_fkey" FOREIGN KEY ("dealer_vehicle_id") REFERENCES "dealer_vehicle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_reception" ADD CONSTRAINT "dealer_reception_dealer_color_id_fkey" FOREIGN KEY ("dealer_color_id") REFERENCES "dealer_color"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_reception" ADD CONSTRAINT "dealer_reception_dealer_fuel_status_id_fkey" FOREIGN KEY ("dealer_fuel_status_id") REFERENCES "dealer_fuel_status"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_reception" ADD CONSTRAINT "dealer_reception_dealer_tires_status_id_fkey" FOREIGN KEY ("dealer_tires_status_id") REFERENCES "dealer_tires_status"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_reception" ADD CONSTRAINT "dealer_reception_dealer_reception_service_type_id_fkey" FOREIGN KEY ("dealer_reception_service_type_id") REFERENCES "dealer_reception_service_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_reception" ADD CONSTRAINT "dealer_reception_dealer_repair_shop_id_fkey" FOREIGN KEY ("dealer_repair_shop_id") REFERENCES "dealer_repair_shop"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_reception" ADD CONSTRAINT "dealer_reception_technician_id_fkey" FOREIGN KEY ("technician_id") REFERENCES "personnel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_reception" ADD CONSTRAINT "dealer_reception_dealer_satisfaction_level_id_fkey" FOREIGN KEY ("dealer_satisfaction_level_id") REFERENCES "dealer_satisfaction_level"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_reception" ADD CONSTRAINT "dealer_reception_dealer_satisfaction_reason_id_fkey" FOREIGN KEY ("dealer_satisfaction_reason_id") REFERENCES "dealer_satisfaction_reason"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_reception_existing_car_part" ADD CONSTRAINT "dealer_reception_existing_car_part_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "dealer_reception"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_reception_existing_car_part" ADD CONSTRAINT "dealer_reception_existing_car_part_target_id_fkey" FOREIGN KEY ("target_id") REFERENCES "dealer_existing_car_part"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_reception_line" ADD CONSTRAINT "dealer_reception_line_dealer_reception_id_fkey" FOREIGN KEY ("dealer_reception_id") REFERENCES "dealer_reception"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_reception_line" ADD CONSTRAINT "dealer_reception_line_dealer_service_id_fkey" FOREIGN KEY ("dealer_service_id") REFERENCES "dealer_service"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_reception_line" ADD CONSTRAINT "dealer_reception_line_dealer_service_pack_id_fkey" FOREIGN KEY ("dealer_service_pack_id") REFERENCES "dealer_service_pack"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_car_history" ADD CONSTRAINT "dealer_car_history_dealer_reception_id_fkey" FOREIGN KEY ("dealer_reception_id") REFERENCES "dealer_reception"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_car_history" ADD CONSTRAINT "dealer_car_history_dealer_vehicle_id_fkey" FOREIGN KEY ("dealer_vehicle_id") REFERENCES "dealer_vehicle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- search keys of the searchable entities this migration creates (packages/entities searchTriggersFor)
CREATE TRIGGER "dealer_reception_search_text" BEFORE INSERT OR UPDATE OF "code", "customer_name", "mobile", "plate", "vin" ON "dealer_reception" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('code', 'customer_name', 'mobile', 'plate', 'vin');
CREATE TRIGGER "dealer_reception_line_search_text" BEFORE INSERT OR UPDATE OF "description" ON "dealer_reception_line" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('description');
CREATE TRIGGER "dealer_car_history_search_text" BEFORE INSERT OR UPDATE OF "vin", "plate", "customer_name" ON "dealer_car_history" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('vin', 'plate', 'customer_name');
