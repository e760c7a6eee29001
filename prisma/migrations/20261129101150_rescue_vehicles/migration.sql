-- AlterTable
ALTER TABLE "rescue_vehicle" ADD COLUMN     "code" VARCHAR(20),
ADD COLUMN     "created_by" INTEGER,
ADD COLUMN     "dealer_id" INTEGER,
ADD COLUMN     "search_text" TEXT,
ADD COLUMN     "updated_by" INTEGER,
ALTER COLUMN "plate_number" SET DATA TYPE VARCHAR(30),
ALTER COLUMN "latitude" SET DATA TYPE DECIMAL(18,4),
ALTER COLUMN "longitude" SET DATA TYPE DECIMAL(18,4);

-- AlterTable: a position's company is its vehicle's (filled for the positions already stored)
ALTER TABLE "rescue_vehicle_location" ADD COLUMN     "company_id" INTEGER;
UPDATE "rescue_vehicle_location" l SET "company_id" = v."company_id" FROM "rescue_vehicle" v WHERE v."id" = l."rescue_vehicle_id";
ALTER TABLE "rescue_vehicle_location" ALTER COLUMN "company_id" SET NOT NULL;

-- CreateIndex
CREATE INDEX "rescue_vehicle_company_id_dealer_id_idx" ON "rescue_vehicle"("company_id", "dealer_id");

-- CreateIndex
CREATE INDEX "rescue_vehicle_vehicle_type_idx" ON "rescue_vehicle"("vehicle_type");

-- CreateIndex
CREATE INDEX "rescue_vehicle_status_idx" ON "rescue_vehicle"("status");

-- CreateIndex
CREATE INDEX "rescue_vehicle_company_id_latitude_longitude_idx" ON "rescue_vehicle"("company_id", "latitude", "longitude");

-- CreateIndex
CREATE INDEX "rescue_vehicle_search_text_trgm" ON "rescue_vehicle" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "rescue_vehicle_company_id_code_key" ON "rescue_vehicle"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "rescue_vehicle_company_id_name_key" ON "rescue_vehicle"("company_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "rescue_vehicle_company_id_plate_number_key" ON "rescue_vehicle"("company_id", "plate_number");

-- CreateIndex
CREATE UNIQUE INDEX "rescue_vehicle_company_id_third_party_id_key" ON "rescue_vehicle"("company_id", "third_party_id");

-- CreateIndex
CREATE INDEX "rescue_vehicle_location_company_id_created_at_idx" ON "rescue_vehicle_location"("company_id", "created_at");

-- AddForeignKey
ALTER TABLE "rescue_vehicle" ADD CONSTRAINT "rescue_vehicle_third_party_id_fkey" FOREIGN KEY ("third_party_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rescue_vehicle" ADD CONSTRAINT "rescue_vehicle_dealer_id_fkey" FOREIGN KEY ("dealer_id") REFERENCES "dealer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- search keys of the searchable entities this migration creates (packages/entities searchTriggersFor)
CREATE TRIGGER "rescue_vehicle_search_text" BEFORE INSERT OR UPDATE OF "name", "code", "plate_number" ON "rescue_vehicle" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code', 'plate_number');
UPDATE "rescue_vehicle" SET "search_text" = karsaz_search_text("name", "code", "plate_number");
