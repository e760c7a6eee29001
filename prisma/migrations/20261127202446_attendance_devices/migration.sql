-- CreateTable
CREATE TABLE "attendance_device" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "title" VARCHAR(150) NOT NULL,
    "serial_number" VARCHAR(50) NOT NULL,
    "model" VARCHAR(100),
    "connector_type" SMALLINT NOT NULL DEFAULT 1,
    "ip" VARCHAR(15) NOT NULL,
    "port" INTEGER NOT NULL DEFAULT 4370,
    "sync_time" TIME(0),
    "sync_interval_minutes" INTEGER,
    "last_sync_at" TIMESTAMPTZ(3),
    "last_sync_status" SMALLINT,
    "last_sync_message" VARCHAR(1000),
    "last_read_count" INTEGER,
    "last_inserted_count" INTEGER,
    "last_duplicate_count" INTEGER,
    "last_unknown_count" INTEGER,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "attendance_device_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "attendance_punch" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "personnel_id" INTEGER NOT NULL,
    "punched_at" TIMESTAMPTZ(3) NOT NULL,
    "device_id" INTEGER,
    "source" SMALLINT NOT NULL DEFAULT 4,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "attendance_punch_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "attendance_device_connector_type_idx" ON "attendance_device"("connector_type");

-- CreateIndex
CREATE INDEX "attendance_device_last_sync_status_idx" ON "attendance_device"("last_sync_status");

-- CreateIndex
CREATE INDEX "attendance_device_search_text_trgm" ON "attendance_device" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "attendance_device_company_id_serial_number_key" ON "attendance_device"("company_id", "serial_number");

-- CreateIndex
CREATE INDEX "attendance_punch_company_id_personnel_id_idx" ON "attendance_punch"("company_id", "personnel_id");

-- CreateIndex
CREATE INDEX "attendance_punch_company_id_device_id_idx" ON "attendance_punch"("company_id", "device_id");

-- CreateIndex
CREATE INDEX "attendance_punch_punched_at_idx" ON "attendance_punch"("punched_at");

-- CreateIndex
CREATE INDEX "attendance_punch_source_idx" ON "attendance_punch"("source");

-- CreateIndex
CREATE UNIQUE INDEX "attendance_punch_company_id_personnel_id_punched_at_key" ON "attendance_punch"("company_id", "personnel_id", "punched_at");

-- AddForeignKey
ALTER TABLE "attendance_punch" ADD CONSTRAINT "attendance_punch_personnel_id_fkey" FOREIGN KEY ("personnel_id") REFERENCES "personnel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attendance_punch" ADD CONSTRAINT "attendance_punch_device_id_fkey" FOREIGN KEY ("device_id") REFERENCES "attendance_device"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- search keys of the searchable entities this migration creates (packages/entities searchTriggersFor)
CREATE TRIGGER "attendance_device_search_text" BEFORE INSERT OR UPDATE OF "title", "serial_number", "ip" ON "attendance_device" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('title', 'serial_number', 'ip');
