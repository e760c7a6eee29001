-- CreateTable
CREATE TABLE "dealer_request" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20),
    "dealer_id" INTEGER NOT NULL,
    "request_date" DATE NOT NULL,
    "customer_name" VARCHAR(100) NOT NULL,
    "mobile" VARCHAR(200) NOT NULL,
    "national_code" VARCHAR(10),
    "dealer_job_id" INTEGER,
    "dealer_request_type_id" INTEGER NOT NULL,
    "dealer_input_type_id" INTEGER NOT NULL,
    "dealer_referral_source_id" INTEGER,
    "dealer_vehicle_id" INTEGER,
    "dealer_color_id" INTEGER,
    "dealer_sales_expert_id" INTEGER,
    "dealer_request_status_id" INTEGER,
    "next_follow_up_date" DATE,
    "description" TEXT,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "dealer_request_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_request_follow_up" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "dealer_request_id" INTEGER NOT NULL,
    "follow_up_date" DATE NOT NULL,
    "channel" SMALLINT NOT NULL DEFAULT 1,
    "dealer_follow_up_topic_id" INTEGER NOT NULL,
    "result" VARCHAR(500) NOT NULL,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "dealer_request_follow_up_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_request_visit" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20),
    "dealer_request_id" INTEGER NOT NULL,
    "visit_at" TIMESTAMPTZ(3) NOT NULL,
    "dealer_follow_up_topic_id" INTEGER NOT NULL,
    "dealer_sales_expert_id" INTEGER,
    "result" VARCHAR(500),
    "description" TEXT,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "dealer_request_visit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_test_drive" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20),
    "dealer_id" INTEGER NOT NULL,
    "dealer_request_id" INTEGER,
    "customer_name" VARCHAR(100) NOT NULL,
    "mobile" VARCHAR(200) NOT NULL,
    "licence_number" VARCHAR(10) NOT NULL,
    "dealer_vehicle_id" INTEGER NOT NULL,
    "dealer_sales_expert_id" INTEGER NOT NULL,
    "start_at" TIMESTAMPTZ(3) NOT NULL,
    "end_at" TIMESTAMPTZ(3) NOT NULL,
    "result" SMALLINT,
    "feedback" TEXT,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "dealer_test_drive_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_call" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20),
    "dealer_id" INTEGER NOT NULL,
    "direction" SMALLINT NOT NULL DEFAULT 1,
    "call_at" TIMESTAMPTZ(3) NOT NULL,
    "phone" VARCHAR(15) NOT NULL,
    "customer_name" VARCHAR(100),
    "dealer_request_id" INTEGER,
    "dealer_follow_up_topic_id" INTEGER NOT NULL,
    "duration" INTEGER,
    "result" SMALLINT NOT NULL DEFAULT 1,
    "call_back_at" TIMESTAMPTZ(3),
    "notes" TEXT,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "dealer_call_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_sales_plan" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20),
    "name" VARCHAR(150) NOT NULL,
    "dealer_company_id" INTEGER NOT NULL,
    "circular_number" VARCHAR(50),
    "kind" SMALLINT NOT NULL DEFAULT 1,
    "registration_start" DATE NOT NULL,
    "registration_end" DATE NOT NULL,
    "delivery_months" INTEGER,
    "capacity" INTEGER,
    "description" TEXT,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "dealer_sales_plan_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_sales_plan_line" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "dealer_sales_plan_id" INTEGER NOT NULL,
    "dealer_vehicle_id" INTEGER NOT NULL,
    "dealer_vehicle_option_id" INTEGER,
    "dealer_color_id" INTEGER,
    "price" DECIMAL(20,0) NOT NULL,
    "deposit" DECIMAL(20,0) NOT NULL,
    "capacity" INTEGER NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "dealer_sales_plan_line_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_pre_order" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20),
    "dealer_id" INTEGER NOT NULL,
    "dealer_sales_plan_id" INTEGER NOT NULL,
    "dealer_vehicle_id" INTEGER NOT NULL,
    "dealer_vehicle_option_id" INTEGER,
    "dealer_color_id" INTEGER,
    "dealer_request_id" INTEGER,
    "customer_name" VARCHAR(100) NOT NULL,
    "national_code" VARCHAR(10) NOT NULL,
    "mobile" VARCHAR(200) NOT NULL,
    "price" DECIMAL(20,0),
    "deposit" DECIMAL(20,0),
    "deposit_paid" DECIMAL(20,0) NOT NULL,
    "payment_reference" VARCHAR(40),
    "queue_number" INTEGER,
    "registered_at" TIMESTAMPTZ(3),
    "vin" VARCHAR(17),
    "delivered_at" TIMESTAMPTZ(3),
    "dealer_sales_plan_line_id" INTEGER,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "dealer_pre_order_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_statement" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20),
    "dealer_id" INTEGER NOT NULL,
    "dealer_company_id" INTEGER NOT NULL,
    "statement_date" DATE NOT NULL,
    "period_from" DATE NOT NULL,
    "period_to" DATE NOT NULL,
    "kind" SMALLINT NOT NULL DEFAULT 1,
    "total_amount" DECIMAL(20,0),
    "description" TEXT,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "dealer_statement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_statement_line" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "dealer_statement_id" INTEGER NOT NULL,
    "dealer_reception_id" INTEGER,
    "description" VARCHAR(300) NOT NULL,
    "amount" DECIMAL(20,0) NOT NULL,
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "dealer_statement_line_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "dealer_request_company_id_dealer_id_idx" ON "dealer_request"("company_id", "dealer_id");

-- CreateIndex
CREATE INDEX "dealer_request_company_id_dealer_job_id_idx" ON "dealer_request"("company_id", "dealer_job_id");

-- CreateIndex
CREATE INDEX "dealer_request_company_id_dealer_request_type_id_idx" ON "dealer_request"("company_id", "dealer_request_type_id");

-- CreateIndex
CREATE INDEX "dealer_request_company_id_dealer_input_type_id_idx" ON "dealer_request"("company_id", "dealer_input_type_id");

-- CreateIndex
CREATE INDEX "dealer_request_company_id_dealer_referral_source_id_idx" ON "dealer_request"("company_id", "dealer_referral_source_id");

-- CreateIndex
CREATE INDEX "dealer_request_company_id_dealer_vehicle_id_idx" ON "dealer_request"("company_id", "dealer_vehicle_id");

-- CreateIndex
CREATE INDEX "dealer_request_company_id_dealer_color_id_idx" ON "dealer_request"("company_id", "dealer_color_id");

-- CreateIndex
CREATE INDEX "dealer_request_company_id_dealer_sales_expert_id_idx" ON "dealer_request"("company_id", "dealer_sales_expert_id");

-- CreateIndex
CREATE INDEX "dealer_request_company_id_dealer_request_status_id_idx" ON "dealer_request"("company_id", "dealer_request_status_id");

-- CreateIndex
CREATE INDEX "dealer_request_request_date_idx" ON "dealer_request"("request_date");

-- CreateIndex
CREATE INDEX "dealer_request_status_idx" ON "dealer_request"("status");

-- CreateIndex
CREATE INDEX "dealer_request_search_text_trgm" ON "dealer_request" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_request_company_id_code_key" ON "dealer_request"("company_id", "code");

-- CreateIndex
CREATE INDEX "dealer_request_follow_up_company_id_dealer_request_id_idx" ON "dealer_request_follow_up"("company_id", "dealer_request_id");

-- CreateIndex
CREATE INDEX "dealer_request_follow_up_company_id_dealer_follow_up_topic__idx" ON "dealer_request_follow_up"("company_id", "dealer_follow_up_topic_id");

-- CreateIndex
CREATE INDEX "dealer_request_follow_up_search_text_trgm" ON "dealer_request_follow_up" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "dealer_request_visit_company_id_dealer_request_id_idx" ON "dealer_request_visit"("company_id", "dealer_request_id");

-- CreateIndex
CREATE INDEX "dealer_request_visit_company_id_dealer_follow_up_topic_id_idx" ON "dealer_request_visit"("company_id", "dealer_follow_up_topic_id");

-- CreateIndex
CREATE INDEX "dealer_request_visit_company_id_dealer_sales_expert_id_idx" ON "dealer_request_visit"("company_id", "dealer_sales_expert_id");

-- CreateIndex
CREATE INDEX "dealer_request_visit_visit_at_idx" ON "dealer_request_visit"("visit_at");

-- CreateIndex
CREATE INDEX "dealer_request_visit_status_idx" ON "dealer_request_visit"("status");

-- CreateIndex
CREATE INDEX "dealer_request_visit_search_text_trgm" ON "dealer_request_visit" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_request_visit_company_id_code_key" ON "dealer_request_visit"("company_id", "code");

-- CreateIndex
CREATE INDEX "dealer_test_drive_company_id_dealer_id_idx" ON "dealer_test_drive"("company_id", "dealer_id");

-- CreateIndex
CREATE INDEX "dealer_test_drive_company_id_dealer_request_id_idx" ON "dealer_test_drive"("company_id", "dealer_request_id");

-- CreateIndex
CREATE INDEX "dealer_test_drive_company_id_dealer_vehicle_id_idx" ON "dealer_test_drive"("company_id", "dealer_vehicle_id");

-- CreateIndex
CREATE INDEX "dealer_test_drive_company_id_dealer_sales_expert_id_idx" ON "dealer_test_drive"("company_id", "dealer_sales_expert_id");

-- CreateIndex
CREATE INDEX "dealer_test_drive_start_at_idx" ON "dealer_test_drive"("start_at");

-- CreateIndex
CREATE INDEX "dealer_test_drive_status_idx" ON "dealer_test_drive"("status");

-- CreateIndex
CREATE INDEX "dealer_test_drive_result_idx" ON "dealer_test_drive"("result");

-- CreateIndex
CREATE INDEX "dealer_test_drive_search_text_trgm" ON "dealer_test_drive" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_test_drive_company_id_code_key" ON "dealer_test_drive"("company_id", "code");

-- CreateIndex
CREATE INDEX "dealer_call_company_id_dealer_id_idx" ON "dealer_call"("company_id", "dealer_id");

-- CreateIndex
CREATE INDEX "dealer_call_company_id_dealer_request_id_idx" ON "dealer_call"("company_id", "dealer_request_id");

-- CreateIndex
CREATE INDEX "dealer_call_company_id_dealer_follow_up_topic_id_idx" ON "dealer_call"("company_id", "dealer_follow_up_topic_id");

-- CreateIndex
CREATE INDEX "dealer_call_call_at_idx" ON "dealer_call"("call_at");

-- CreateIndex
CREATE INDEX "dealer_call_direction_idx" ON "dealer_call"("direction");

-- CreateIndex
CREATE INDEX "dealer_call_result_idx" ON "dealer_call"("result");

-- CreateIndex
CREATE INDEX "dealer_call_search_text_trgm" ON "dealer_call" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_call_company_id_code_key" ON "dealer_call"("company_id", "code");

-- CreateIndex
CREATE INDEX "dealer_sales_plan_company_id_dealer_company_id_idx" ON "dealer_sales_plan"("company_id", "dealer_company_id");

-- CreateIndex
CREATE INDEX "dealer_sales_plan_status_idx" ON "dealer_sales_plan"("status");

-- CreateIndex
CREATE INDEX "dealer_sales_plan_kind_idx" ON "dealer_sales_plan"("kind");

-- CreateIndex
CREATE INDEX "dealer_sales_plan_registration_start_idx" ON "dealer_sales_plan"("registration_start");

-- CreateIndex
CREATE INDEX "dealer_sales_plan_search_text_trgm" ON "dealer_sales_plan" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_sales_plan_company_id_code_key" ON "dealer_sales_plan"("company_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_sales_plan_company_id_name_key" ON "dealer_sales_plan"("company_id", "name");

-- CreateIndex
CREATE INDEX "dealer_sales_plan_line_company_id_dealer_sales_plan_id_idx" ON "dealer_sales_plan_line"("company_id", "dealer_sales_plan_id");

-- CreateIndex
CREATE INDEX "dealer_sales_plan_line_company_id_dealer_vehicle_id_idx" ON "dealer_sales_plan_line"("company_id", "dealer_vehicle_id");

-- CreateIndex
CREATE INDEX "dealer_sales_plan_line_company_id_dealer_vehicle_option_id_idx" ON "dealer_sales_plan_line"("company_id", "dealer_vehicle_option_id");

-- CreateIndex
CREATE INDEX "dealer_sales_plan_line_company_id_dealer_color_id_idx" ON "dealer_sales_plan_line"("company_id", "dealer_color_id");

-- CreateIndex
CREATE INDEX "dealer_pre_order_company_id_dealer_id_idx" ON "dealer_pre_order"("company_id", "dealer_id");

-- CreateIndex
CREATE INDEX "dealer_pre_order_company_id_dealer_sales_plan_id_idx" ON "dealer_pre_order"("company_id", "dealer_sales_plan_id");

-- CreateIndex
CREATE INDEX "dealer_pre_order_company_id_dealer_vehicle_id_idx" ON "dealer_pre_order"("company_id", "dealer_vehicle_id");

-- CreateIndex
CREATE INDEX "dealer_pre_order_company_id_dealer_vehicle_option_id_idx" ON "dealer_pre_order"("company_id", "dealer_vehicle_option_id");

-- CreateIndex
CREATE INDEX "dealer_pre_order_company_id_dealer_color_id_idx" ON "dealer_pre_order"("company_id", "dealer_color_id");

-- CreateIndex
CREATE INDEX "dealer_pre_order_company_id_dealer_request_id_idx" ON "dealer_pre_order"("company_id", "dealer_request_id");

-- CreateIndex
CREATE INDEX "dealer_pre_order_company_id_dealer_sales_plan_line_id_idx" ON "dealer_pre_order"("company_id", "dealer_sales_plan_line_id");

-- CreateIndex
CREATE INDEX "dealer_pre_order_status_idx" ON "dealer_pre_order"("status");

-- CreateIndex
CREATE INDEX "dealer_pre_order_registered_at_idx" ON "dealer_pre_order"("registered_at");

-- CreateIndex
CREATE INDEX "dealer_pre_order_search_text_trgm" ON "dealer_pre_order" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_pre_order_company_id_code_key" ON "dealer_pre_order"("company_id", "code");

-- CreateIndex
CREATE INDEX "dealer_statement_company_id_dealer_id_idx" ON "dealer_statement"("company_id", "dealer_id");

-- CreateIndex
CREATE INDEX "dealer_statement_company_id_dealer_company_id_idx" ON "dealer_statement"("company_id", "dealer_company_id");

-- CreateIndex
CREATE INDEX "dealer_statement_statement_date_idx" ON "dealer_statement"("statement_date");

-- CreateIndex
CREATE INDEX "dealer_statement_status_idx" ON "dealer_statement"("status");

-- CreateIndex
CREATE INDEX "dealer_statement_kind_idx" ON "dealer_statement"("kind");

-- CreateIndex
CREATE INDEX "dealer_statement_search_text_trgm" ON "dealer_statement" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_statement_company_id_code_key" ON "dealer_statement"("company_id", "code");

-- CreateIndex
CREATE INDEX "dealer_statement_line_company_id_dealer_statement_id_idx" ON "dealer_statement_line"("company_id", "dealer_statement_id");

-- CreateIndex
CREATE INDEX "dealer_statement_line_company_id_dealer_reception_id_idx" ON "dealer_statement_line"("company_id", "dealer_reception_id");

-- CreateIndex
CREATE INDEX "dealer_statement_line_search_text_trgm" ON "dealer_statement_line" USING GIN ("search_text" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "dealer_request" ADD CONSTRAINT "dealer_request_dealer_id_fkey" FOREIGN KEY ("dealer_id") REFERENCES "dealer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_request" ADD CONSTRAINT "dealer_request_dealer_job_id_fkey" FOREIGN KEY ("dealer_job_id") REFERENCES "dealer_job"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_request" ADD CONSTRAINT "dealer_request_dealer_request_type_id_fkey" FOREIGN KEY ("dealer_request_type_id") REFERENCES "dealer_request_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_request" ADD CONSTRAINT "dealer_request_dealer_input_type_id_fkey" FOREIGN KEY ("dealer_input_type_id") REFERENCES "dealer_input_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_request" ADD CONSTRAINT "dealer_request_dealer_referral_source_id_fkey" FOREIGN KEY ("dealer_referral_source_id") REFERENCES "dealer_referral_source"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_request" ADD CONSTRAINT "dealer_request_dealer_vehicle_id_fkey" FOREIGN KEY ("dealer_vehicle_id") REFERENCES "dealer_vehicle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_request" ADD CONSTRAINT "dealer_request_dealer_color_id_fkey" FOREIGN KEY ("dealer_color_id") REFERENCES "dealer_color"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_request" ADD CONSTRAINT "dealer_request_dealer_sales_expert_id_fkey" FOREIGN KEY ("dealer_sales_expert_id") REFERENCES "dealer_sales_expert"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_request" ADD CONSTRAINT "dealer_request_dealer_request_status_id_fkey" FOREIGN KEY ("dealer_request_status_id") REFERENCES "dealer_request_status"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_request_follow_up" ADD CONSTRAINT "dealer_request_follow_up_dealer_request_id_fkey" FOREIGN KEY ("dealer_request_id") REFERENCES "dealer_request"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_request_follow_up" ADD CONSTRAINT "dealer_request_follow_up_dealer_follow_up_topic_id_fkey" FOREIGN KEY ("dealer_follow_up_topic_id") REFERENCES "dealer_follow_up_topic"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_request_visit" ADD CONSTRAINT "dealer_request_visit_dealer_request_id_fkey" FOREIGN KEY ("dealer_request_id") REFERENCES "dealer_request"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_request_visit" ADD CONSTRAINT "dealer_request_visit_dealer_follow_up_topic_id_fkey" FOREIGN KEY ("dealer_follow_up_topic_id") REFERENCES "dealer_follow_up_topic"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_request_visit" ADD CONSTRAINT "dealer_request_visit_dealer_sales_expert_id_fkey" FOREIGN KEY ("dealer_sales_expert_id") REFERENCES "dealer_sales_expert"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_test_drive" ADD CONSTRAINT "dealer_test_drive_dealer_id_fkey" FOREIGN KEY ("dealer_id") REFERENCES "dealer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_test_drive" ADD CONSTRAINT "dealer_test_drive_dealer_request_id_fkey" FOREIGN KEY ("dealer_request_id") REFERENCES "dealer_request"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_test_drive" ADD CONSTRAINT "dealer_test_drive_dealer_vehicle_id_fkey" FOREIGN KEY ("dealer_vehicle_id") REFERENCES "dealer_vehicle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_test_drive" ADD CONSTRAINT "dealer_test_drive_dealer_sales_expert_id_fkey" FOREIGN KEY ("dealer_sales_expert_id") REFERENCES "dealer_sales_expert"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_call" ADD CONSTRAINT "dealer_call_dealer_id_fkey" FOREIGN KEY ("dealer_id") REFERENCES "dealer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_call" ADD CONSTRAINT "dealer_call_dealer_request_id_fkey" FOREIGN KEY ("dealer_request_id") REFERENCES "dealer_request"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_call" ADD CONSTRAINT "dealer_call_dealer_follow_up_topic_id_fkey" FOREIGN KEY ("dealer_follow_up_topic_id") REFERENCES "dealer_follow_up_topic"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_sales_plan" ADD CONSTRAINT "dealer_sales_plan_dealer_company_id_fkey" FOREIGN KEY ("dealer_company_id") REFERENCES "dealer_company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_sales_plan_line" ADD CONSTRAINT "dealer_sales_plan_line_dealer_sales_plan_id_fkey" FOREIGN KEY ("dealer_sales_plan_id") REFERENCES "dealer_sales_plan"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_sales_plan_line" ADD CONSTRAINT "dealer_sales_plan_line_dealer_vehicle_id_fkey" FOREIGN KEY ("dealer_vehicle_id") REFERENCES "dealer_vehicle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_sales_plan_line" ADD CONSTRAINT "dealer_sales_plan_line_dealer_vehicle_option_id_fkey" FOREIGN KEY ("dealer_vehicle_option_id") REFERENCES "dealer_vehicle_option"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_sales_plan_line" ADD CONSTRAINT "dealer_sales_plan_line_dealer_color_id_fkey" FOREIGN KEY ("dealer_color_id") REFERENCES "dealer_color"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_pre_order" ADD CONSTRAINT "dealer_pre_order_dealer_id_fkey" FOREIGN KEY ("dealer_id") REFERENCES "dealer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_pre_order" ADD CONSTRAINT "dealer_pre_order_dealer_sales_plan_id_fkey" FOREIGN KEY ("dealer_sales_plan_id") REFERENCES "dealer_sales_plan"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_pre_order" ADD CONSTRAINT "dealer_pre_order_dealer_vehicle_id_fkey" FOREIGN KEY ("dealer_vehicle_id") REFERENCES "dealer_vehicle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_pre_order" ADD CONSTRAINT "dealer_pre_order_dealer_vehicle_option_id_fkey" FOREIGN KEY ("dealer_vehicle_option_id") REFERENCES "dealer_vehicle_option"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_pre_order" ADD CONSTRAINT "dealer_pre_order_dealer_color_id_fkey" FOREIGN KEY ("dealer_color_id") REFERENCES "dealer_color"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_pre_order" ADD CONSTRAINT "dealer_pre_order_dealer_request_id_fkey" FOREIGN KEY ("dealer_request_id") REFERENCES "dealer_request"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_pre_order" ADD CONSTRAINT "dealer_pre_order_dealer_sales_plan_line_id_fkey" FOREIGN KEY ("dealer_sales_plan_line_id") REFERENCES "dealer_sales_plan_line"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_statement" ADD CONSTRAINT "dealer_statement_dealer_id_fkey" FOREIGN KEY ("dealer_id") REFERENCES "dealer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_statement" ADD CONSTRAINT "dealer_statement_dealer_company_id_fkey" FOREIGN KEY ("dealer_company_id") REFERENCES "dealer_company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_statement_line" ADD CONSTRAINT "dealer_statement_line_dealer_statement_id_fkey" FOREIGN KEY ("dealer_statement_id") REFERENCES "dealer_statement"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_statement_line" ADD CONSTRAINT "dealer_statement_line_dealer_reception_id_fkey" FOREIGN KEY ("dealer_reception_id") REFERENCES "dealer_reception"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- search keys of the searchable entities this migration creates (packages/entities searchTriggersFor)
CREATE TRIGGER "dealer_request_search_text" BEFORE INSERT OR UPDATE OF "code", "customer_name", "mobile", "national_code" ON "dealer_request" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('code', 'customer_name', 'mobile', 'national_code');
CREATE TRIGGER "dealer_request_follow_up_search_text" BEFORE INSERT OR UPDATE OF "result" ON "dealer_request_follow_up" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('result');
CREATE TRIGGER "dealer_request_visit_search_text" BEFORE INSERT OR UPDATE OF "code", "result" ON "dealer_request_visit" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('code', 'result');
CREATE TRIGGER "dealer_test_drive_search_text" BEFORE INSERT OR UPDATE OF "code", "customer_name", "mobile" ON "dealer_test_drive" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('code', 'customer_name', 'mobile');
CREATE TRIGGER "dealer_call_search_text" BEFORE INSERT OR UPDATE OF "code", "phone", "customer_name" ON "dealer_call" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('code', 'phone', 'customer_name');
CREATE TRIGGER "dealer_sales_plan_search_text" BEFORE INSERT OR UPDATE OF "name", "code", "circular_number" ON "dealer_sales_plan" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('name', 'code', 'circular_number');
CREATE TRIGGER "dealer_pre_order_search_text" BEFORE INSERT OR UPDATE OF "code", "customer_name", "national_code", "mobile", "vin" ON "dealer_pre_order" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('code', 'customer_name', 'national_code', 'mobile', 'vin');
CREATE TRIGGER "dealer_statement_search_text" BEFORE INSERT OR UPDATE OF "code" ON "dealer_statement" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('code');
CREATE TRIGGER "dealer_statement_line_search_text" BEFORE INSERT OR UPDATE OF "description" ON "dealer_statement_line" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('description');
