-- CreateTable
CREATE TABLE "dealer_sos_reason" (
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

    CONSTRAINT "dealer_sos_reason_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_sos_request_status" (
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

    CONSTRAINT "dealer_sos_request_status_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_sos_requester" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "mobile" VARCHAR(200) NOT NULL,
    "national_code" VARCHAR(10),
    "dealer_vehicle_id" INTEGER,
    "plate" VARCHAR(20),
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "dealer_sos_requester_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_sos_request" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20),
    "dealer_sos_requester_id" INTEGER NOT NULL,
    "mobile" VARCHAR(200),
    "dealer_sos_reason_id" INTEGER NOT NULL,
    "dealer_vehicle_id" INTEGER,
    "plate" VARCHAR(20),
    "latitude" DECIMAL(18,4) NOT NULL,
    "longitude" DECIMAL(18,4) NOT NULL,
    "address" TEXT,
    "description" TEXT,
    "dealer_id" INTEGER,
    "source" SMALLINT NOT NULL DEFAULT 2,
    "rescue_vehicle_id" INTEGER,
    "distance_km" DECIMAL(18,4),
    "assigned_at" TIMESTAMPTZ(3),
    "accepted_at" TIMESTAMPTZ(3),
    "arrived_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),
    "report" TEXT,
    "dealer_sos_request_status_id" INTEGER,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "dealer_sos_request_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "dealer_sos_reason_search_text_trgm" ON "dealer_sos_reason" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_sos_reason_company_id_code_key" ON "dealer_sos_reason"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_sos_reason_company_id_name_key" ON "dealer_sos_reason"("company_id", "name");

-- CreateIndex
CREATE INDEX "dealer_sos_request_status_search_text_trgm" ON "dealer_sos_request_status" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_sos_request_status_company_id_code_key" ON "dealer_sos_request_status"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_sos_request_status_company_id_name_key" ON "dealer_sos_request_status"("company_id", "name");

-- CreateIndex
CREATE INDEX "dealer_sos_requester_company_id_dealer_vehicle_id_idx" ON "dealer_sos_requester"("company_id", "dealer_vehicle_id");

-- CreateIndex
CREATE INDEX "dealer_sos_requester_search_text_trgm" ON "dealer_sos_requester" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_sos_requester_company_id_mobile_key" ON "dealer_sos_requester"("company_id", "mobile");

-- CreateIndex
CREATE INDEX "dealer_sos_request_company_id_dealer_sos_requester_id_idx" ON "dealer_sos_request"("company_id", "dealer_sos_requester_id");

-- CreateIndex
CREATE INDEX "dealer_sos_request_company_id_dealer_sos_reason_id_idx" ON "dealer_sos_request"("company_id", "dealer_sos_reason_id");

-- CreateIndex
CREATE INDEX "dealer_sos_request_company_id_dealer_vehicle_id_idx" ON "dealer_sos_request"("company_id", "dealer_vehicle_id");

-- CreateIndex
CREATE INDEX "dealer_sos_request_company_id_dealer_id_idx" ON "dealer_sos_request"("company_id", "dealer_id");

-- CreateIndex
CREATE INDEX "dealer_sos_request_company_id_rescue_vehicle_id_idx" ON "dealer_sos_request"("company_id", "rescue_vehicle_id");

-- CreateIndex
CREATE INDEX "dealer_sos_request_company_id_dealer_sos_request_status_id_idx" ON "dealer_sos_request"("company_id", "dealer_sos_request_status_id");

-- CreateIndex
CREATE INDEX "dealer_sos_request_status_idx" ON "dealer_sos_request"("status");

-- CreateIndex
CREATE INDEX "dealer_sos_request_source_idx" ON "dealer_sos_request"("source");

-- CreateIndex
CREATE INDEX "dealer_sos_request_assigned_at_idx" ON "dealer_sos_request"("assigned_at");

-- CreateIndex
CREATE INDEX "dealer_sos_request_search_text_trgm" ON "dealer_sos_request" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_sos_request_company_id_code_key" ON "dealer_sos_request"("company_id", "code");

-- AddForeignKey
ALTER TABLE "dealer_sos_requester" ADD CONSTRAINT "dealer_sos_requester_dealer_vehicle_id_fkey" FOREIGN KEY ("dealer_vehicle_id") REFERENCES "dealer_vehicle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_sos_request" ADD CONSTRAINT "dealer_sos_request_dealer_sos_requester_id_fkey" FOREIGN KEY ("dealer_sos_requester_id") REFERENCES "dealer_sos_requester"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_sos_request" ADD CONSTRAINT "dealer_sos_request_dealer_sos_reason_id_fkey" FOREIGN KEY ("dealer_sos_reason_id") REFERENCES "dealer_sos_reason"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_sos_request" ADD CONSTRAINT "dealer_sos_request_dealer_vehicle_id_fkey" FOREIGN KEY ("dealer_vehicle_id") REFERENCES "dealer_vehicle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_sos_request" ADD CONSTRAINT "dealer_sos_request_dealer_id_fkey" FOREIGN KEY ("dealer_id") REFERENCES "dealer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_sos_request" ADD CONSTRAINT "dealer_sos_request_rescue_vehicle_id_fkey" FOREIGN KEY ("rescue_vehicle_id") REFERENCES "rescue_vehicle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_sos_request" ADD CONSTRAINT "dealer_sos_request_dealer_sos_request_status_id_fkey" FOREIGN KEY ("dealer_sos_request_status_id") REFERENCES "dealer_sos_request_status"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- search keys of the searchable entities this migration creates (packages/entities searchTriggersFor)
CREATE TRIGGER "dealer_sos_reason_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "dealer_sos_reason" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "dealer_sos_request_status_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "dealer_sos_request_status" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "dealer_sos_requester_search_text" BEFORE INSERT OR UPDATE OF "name", "mobile", "plate" ON "dealer_sos_requester" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'mobile', 'plate');
CREATE TRIGGER "dealer_sos_request_search_text" BEFORE INSERT OR UPDATE OF "code", "mobile", "plate" ON "dealer_sos_request" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('code', 'mobile', 'plate');
