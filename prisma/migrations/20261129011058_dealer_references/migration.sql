-- CreateTable
CREATE TABLE "dealer_request_type" (
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

    CONSTRAINT "dealer_request_type_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_input_type" (
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

    CONSTRAINT "dealer_input_type_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_request_status" (
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

    CONSTRAINT "dealer_request_status_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_register_attachment_type" (
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

    CONSTRAINT "dealer_register_attachment_type_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_rank" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "order" INTEGER NOT NULL,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "dealer_rank_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_service_group" (
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

    CONSTRAINT "dealer_service_group_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_fault" (
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

    CONSTRAINT "dealer_fault_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_follow_up_topic" (
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

    CONSTRAINT "dealer_follow_up_topic_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_satisfaction_level" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "score" INTEGER NOT NULL,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "dealer_satisfaction_level_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_satisfaction_reason" (
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

    CONSTRAINT "dealer_satisfaction_reason_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_fuel_status" (
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

    CONSTRAINT "dealer_fuel_status_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_tires_status" (
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

    CONSTRAINT "dealer_tires_status_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_reception_service_type" (
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

    CONSTRAINT "dealer_reception_service_type_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_existing_car_part" (
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

    CONSTRAINT "dealer_existing_car_part_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_color" (
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

    CONSTRAINT "dealer_color_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_engine_gearbox" (
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

    CONSTRAINT "dealer_engine_gearbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_job" (
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

    CONSTRAINT "dealer_job_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_referral_source" (
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

    CONSTRAINT "dealer_referral_source_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "spare_part_group" (
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

    CONSTRAINT "spare_part_group_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "dealer_request_type_search_text_trgm" ON "dealer_request_type" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_request_type_company_id_code_key" ON "dealer_request_type"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_request_type_company_id_name_key" ON "dealer_request_type"("company_id", "name");

-- CreateIndex
CREATE INDEX "dealer_input_type_search_text_trgm" ON "dealer_input_type" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_input_type_company_id_code_key" ON "dealer_input_type"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_input_type_company_id_name_key" ON "dealer_input_type"("company_id", "name");

-- CreateIndex
CREATE INDEX "dealer_request_status_search_text_trgm" ON "dealer_request_status" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_request_status_company_id_code_key" ON "dealer_request_status"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_request_status_company_id_name_key" ON "dealer_request_status"("company_id", "name");

-- CreateIndex
CREATE INDEX "dealer_register_attachment_type_search_text_trgm" ON "dealer_register_attachment_type" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_register_attachment_type_company_id_code_key" ON "dealer_register_attachment_type"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_register_attachment_type_company_id_name_key" ON "dealer_register_attachment_type"("company_id", "name");

-- CreateIndex
CREATE INDEX "dealer_rank_search_text_trgm" ON "dealer_rank" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_rank_company_id_code_key" ON "dealer_rank"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_rank_company_id_name_key" ON "dealer_rank"("company_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_rank_company_id_order_key" ON "dealer_rank"("company_id", "order");

-- CreateIndex
CREATE INDEX "dealer_service_group_search_text_trgm" ON "dealer_service_group" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_service_group_company_id_code_key" ON "dealer_service_group"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_service_group_company_id_name_key" ON "dealer_service_group"("company_id", "name");

-- CreateIndex
CREATE INDEX "dealer_fault_search_text_trgm" ON "dealer_fault" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_fault_company_id_code_key" ON "dealer_fault"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_fault_company_id_name_key" ON "dealer_fault"("company_id", "name");

-- CreateIndex
CREATE INDEX "dealer_follow_up_topic_search_text_trgm" ON "dealer_follow_up_topic" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_follow_up_topic_company_id_code_key" ON "dealer_follow_up_topic"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_follow_up_topic_company_id_name_key" ON "dealer_follow_up_topic"("company_id", "name");

-- CreateIndex
CREATE INDEX "dealer_satisfaction_level_search_text_trgm" ON "dealer_satisfaction_level" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_satisfaction_level_company_id_code_key" ON "dealer_satisfaction_level"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_satisfaction_level_company_id_name_key" ON "dealer_satisfaction_level"("company_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_satisfaction_level_company_id_score_key" ON "dealer_satisfaction_level"("company_id", "score");

-- CreateIndex
CREATE INDEX "dealer_satisfaction_reason_search_text_trgm" ON "dealer_satisfaction_reason" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_satisfaction_reason_company_id_code_key" ON "dealer_satisfaction_reason"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_satisfaction_reason_company_id_name_key" ON "dealer_satisfaction_reason"("company_id", "name");

-- CreateIndex
CREATE INDEX "dealer_fuel_status_search_text_trgm" ON "dealer_fuel_status" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_fuel_status_company_id_code_key" ON "dealer_fuel_status"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_fuel_status_company_id_name_key" ON "dealer_fuel_status"("company_id", "name");

-- CreateIndex
CREATE INDEX "dealer_tires_status_search_text_trgm" ON "dealer_tires_status" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_tires_status_company_id_code_key" ON "dealer_tires_status"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_tires_status_company_id_name_key" ON "dealer_tires_status"("company_id", "name");

-- CreateIndex
CREATE INDEX "dealer_reception_service_type_search_text_trgm" ON "dealer_reception_service_type" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_reception_service_type_company_id_code_key" ON "dealer_reception_service_type"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_reception_service_type_company_id_name_key" ON "dealer_reception_service_type"("company_id", "name");

-- CreateIndex
CREATE INDEX "dealer_existing_car_part_search_text_trgm" ON "dealer_existing_car_part" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_existing_car_part_company_id_code_key" ON "dealer_existing_car_part"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_existing_car_part_company_id_name_key" ON "dealer_existing_car_part"("company_id", "name");

-- CreateIndex
CREATE INDEX "dealer_color_search_text_trgm" ON "dealer_color" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_color_company_id_code_key" ON "dealer_color"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_color_company_id_name_key" ON "dealer_color"("company_id", "name");

-- CreateIndex
CREATE INDEX "dealer_engine_gearbox_search_text_trgm" ON "dealer_engine_gearbox" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_engine_gearbox_company_id_code_key" ON "dealer_engine_gearbox"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_engine_gearbox_company_id_name_key" ON "dealer_engine_gearbox"("company_id", "name");

-- CreateIndex
CREATE INDEX "dealer_job_search_text_trgm" ON "dealer_job" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_job_company_id_code_key" ON "dealer_job"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_job_company_id_name_key" ON "dealer_job"("company_id", "name");

-- CreateIndex
CREATE INDEX "dealer_referral_source_search_text_trgm" ON "dealer_referral_source" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_referral_source_company_id_code_key" ON "dealer_referral_source"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_referral_source_company_id_name_key" ON "dealer_referral_source"("company_id", "name");

-- CreateIndex
CREATE INDEX "spare_part_group_search_text_trgm" ON "spare_part_group" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "spare_part_group_company_id_code_key" ON "spare_part_group"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "spare_part_group_company_id_name_key" ON "spare_part_group"("company_id", "name");

-- search keys of the searchable entities this migration creates (packages/entities searchTriggersFor)
CREATE TRIGGER "dealer_request_type_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "dealer_request_type" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "dealer_input_type_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "dealer_input_type" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "dealer_request_status_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "dealer_request_status" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "dealer_register_attachment_type_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "dealer_register_attachment_type" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "dealer_rank_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "dealer_rank" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "dealer_service_group_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "dealer_service_group" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "dealer_fault_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "dealer_fault" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "dealer_follow_up_topic_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "dealer_follow_up_topic" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "dealer_satisfaction_level_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "dealer_satisfaction_level" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "dealer_satisfaction_reason_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "dealer_satisfaction_reason" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "dealer_fuel_status_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "dealer_fuel_status" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "dealer_tires_status_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "dealer_tires_status" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "dealer_reception_service_type_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "dealer_reception_service_type" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "dealer_existing_car_part_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "dealer_existing_car_part" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "dealer_color_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "dealer_color" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "dealer_engine_gearbox_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "dealer_engine_gearbox" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "dealer_job_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "dealer_job" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "dealer_referral_source_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "dealer_referral_source" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
CREATE TRIGGER "spare_part_group_search_text" BEFORE INSERT OR UPDATE OF "name", "code" ON "spare_part_group" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code');
