-- AlterTable
ALTER TABLE "message" ADD COLUMN     "last_attempt_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "rescue_vehicle" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "third_party_id" INTEGER NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "plate_number" VARCHAR(50) NOT NULL,
    "vehicle_type" SMALLINT NOT NULL DEFAULT 0,
    "status" SMALLINT NOT NULL DEFAULT 0,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "latitude" DECIMAL(9,6),
    "longitude" DECIMAL(9,6),
    "located_at" TIMESTAMPTZ(3),
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "rescue_vehicle_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rescue_vehicle_location" (
    "id" BIGSERIAL NOT NULL,
    "rescue_vehicle_id" INTEGER NOT NULL,
    "latitude" DECIMAL(9,6) NOT NULL,
    "longitude" DECIMAL(9,6) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,

    CONSTRAINT "rescue_vehicle_location_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "rescue_vehicle_company_id_third_party_id_idx" ON "rescue_vehicle"("company_id", "third_party_id");

-- CreateIndex
CREATE INDEX "rescue_vehicle_location_rescue_vehicle_id_created_at_idx" ON "rescue_vehicle_location"("rescue_vehicle_id", "created_at");

-- AddForeignKey
ALTER TABLE "rescue_vehicle_location" ADD CONSTRAINT "rescue_vehicle_location_rescue_vehicle_id_fkey" FOREIGN KEY ("rescue_vehicle_id") REFERENCES "rescue_vehicle"("id") ON DELETE CASCADE ON UPDATE CASCADE;
