-- CreateTable
CREATE TABLE "cost_center" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "cost_center_type_id" INTEGER NOT NULL,
    "employer_id" INTEGER,
    "city_id" INTEGER,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "cost_center_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cost_center_informed_user" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "cost_center_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "description" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "cost_center_informed_user_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cost_center_authorized_user" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "cost_center_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "description" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "cost_center_authorized_user_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cost_center_authorized_role" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "cost_center_id" INTEGER NOT NULL,
    "role_id" INTEGER NOT NULL,
    "description" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "cost_center_authorized_role_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "project" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "employer_id" INTEGER NOT NULL,
    "cost_center_id" INTEGER,
    "project_type_id" INTEGER,
    "city_id" INTEGER,
    "start_date" DATE,
    "end_date" DATE,
    "contract_amount" DECIMAL(20,0),
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "project_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "project_technical_assistant" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "project_id" INTEGER NOT NULL,
    "third_party_id" INTEGER NOT NULL,
    "description" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "project_technical_assistant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "project_implementation_assistant" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "project_id" INTEGER NOT NULL,
    "third_party_id" INTEGER NOT NULL,
    "description" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "project_implementation_assistant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "employer_contract" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "contract_number" VARCHAR(30) NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "project_id" INTEGER NOT NULL,
    "employer_id" INTEGER NOT NULL,
    "contract_date" DATE,
    "start_date" DATE,
    "end_date" DATE,
    "amount" DECIMAL(20,0),
    "description" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "employer_contract_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "project_operation" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "employer_contract_id" INTEGER NOT NULL,
    "project_id" INTEGER,
    "operation_info_id" INTEGER NOT NULL,
    "contract_type" SMALLINT NOT NULL DEFAULT 1,
    "volume" DECIMAL(18,4),
    "unit_price" DECIMAL(20,0),
    "amount" DECIMAL(20,0),
    "description" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "project_operation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contract_cost_over" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "employer_contract_id" INTEGER NOT NULL,
    "cost_over_id" INTEGER NOT NULL,
    "percent" DECIMAL(18,4),
    "amount" DECIMAL(20,0),
    "description" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "contract_cost_over_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "employer_consideration" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "employer_contract_id" INTEGER NOT NULL,
    "consideration_type" SMALLINT NOT NULL DEFAULT 1,
    "consideration_date" DATE,
    "amount" DECIMAL(20,0) NOT NULL,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "employer_consideration_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "cost_center_company_id_cost_center_type_id_idx" ON "cost_center"("company_id", "cost_center_type_id");

-- CreateIndex
CREATE INDEX "cost_center_company_id_employer_id_idx" ON "cost_center"("company_id", "employer_id");

-- CreateIndex
CREATE INDEX "cost_center_company_id_city_id_idx" ON "cost_center"("company_id", "city_id");

-- CreateIndex
CREATE INDEX "cost_center_name_trgm" ON "cost_center" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "cost_center_code_trgm" ON "cost_center" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "cost_center_company_id_code_key" ON "cost_center"("company_id", "code");

-- CreateIndex
CREATE INDEX "cost_center_informed_user_company_id_cost_center_id_idx" ON "cost_center_informed_user"("company_id", "cost_center_id");

-- CreateIndex
CREATE INDEX "cost_center_informed_user_company_id_user_id_idx" ON "cost_center_informed_user"("company_id", "user_id");

-- CreateIndex
CREATE INDEX "cost_center_informed_user_description_trgm" ON "cost_center_informed_user" USING GIN ("description" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "cost_center_authorized_user_company_id_cost_center_id_idx" ON "cost_center_authorized_user"("company_id", "cost_center_id");

-- CreateIndex
CREATE INDEX "cost_center_authorized_user_company_id_user_id_idx" ON "cost_center_authorized_user"("company_id", "user_id");

-- CreateIndex
CREATE INDEX "cost_center_authorized_user_description_trgm" ON "cost_center_authorized_user" USING GIN ("description" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "cost_center_authorized_role_company_id_cost_center_id_idx" ON "cost_center_authorized_role"("company_id", "cost_center_id");

-- CreateIndex
CREATE INDEX "cost_center_authorized_role_company_id_role_id_idx" ON "cost_center_authorized_role"("company_id", "role_id");

-- CreateIndex
CREATE INDEX "cost_center_authorized_role_description_trgm" ON "cost_center_authorized_role" USING GIN ("description" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "project_company_id_employer_id_idx" ON "project"("company_id", "employer_id");

-- CreateIndex
CREATE INDEX "project_company_id_cost_center_id_idx" ON "project"("company_id", "cost_center_id");

-- CreateIndex
CREATE INDEX "project_company_id_project_type_id_idx" ON "project"("company_id", "project_type_id");

-- CreateIndex
CREATE INDEX "project_company_id_city_id_idx" ON "project"("company_id", "city_id");

-- CreateIndex
CREATE INDEX "project_name_trgm" ON "project" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "project_code_trgm" ON "project" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "project_company_id_code_key" ON "project"("company_id", "code");

-- CreateIndex
CREATE INDEX "project_technical_assistant_company_id_project_id_idx" ON "project_technical_assistant"("company_id", "project_id");

-- CreateIndex
CREATE INDEX "project_technical_assistant_company_id_third_party_id_idx" ON "project_technical_assistant"("company_id", "third_party_id");

-- CreateIndex
CREATE INDEX "project_technical_assistant_description_trgm" ON "project_technical_assistant" USING GIN ("description" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "project_implementation_assistant_company_id_project_id_idx" ON "project_implementation_assistant"("company_id", "project_id");

-- CreateIndex
CREATE INDEX "project_implementation_assistant_company_id_third_party_id_idx" ON "project_implementation_assistant"("company_id", "third_party_id");

-- CreateIndex
CREATE INDEX "project_implementation_assistant_description_trgm" ON "project_implementation_assistant" USING GIN ("description" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "employer_contract_company_id_project_id_idx" ON "employer_contract"("company_id", "project_id");

-- CreateIndex
CREATE INDEX "employer_contract_company_id_employer_id_idx" ON "employer_contract"("company_id", "employer_id");

-- CreateIndex
CREATE INDEX "employer_contract_title_trgm" ON "employer_contract" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "employer_contract_contract_number_trgm" ON "employer_contract" USING GIN ("contract_number" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "employer_contract_company_id_contract_number_key" ON "employer_contract"("company_id", "contract_number");

-- CreateIndex
CREATE INDEX "project_operation_company_id_employer_contract_id_idx" ON "project_operation"("company_id", "employer_contract_id");

-- CreateIndex
CREATE INDEX "project_operation_company_id_project_id_idx" ON "project_operation"("company_id", "project_id");

-- CreateIndex
CREATE INDEX "project_operation_company_id_operation_info_id_idx" ON "project_operation"("company_id", "operation_info_id");

-- CreateIndex
CREATE INDEX "project_operation_contract_type_idx" ON "project_operation"("contract_type");

-- CreateIndex
CREATE INDEX "project_operation_description_trgm" ON "project_operation" USING GIN ("description" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "contract_cost_over_company_id_employer_contract_id_idx" ON "contract_cost_over"("company_id", "employer_contract_id");

-- CreateIndex
CREATE INDEX "contract_cost_over_company_id_cost_over_id_idx" ON "contract_cost_over"("company_id", "cost_over_id");

-- CreateIndex
CREATE INDEX "contract_cost_over_description_trgm" ON "contract_cost_over" USING GIN ("description" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "employer_consideration_company_id_employer_contract_id_idx" ON "employer_consideration"("company_id", "employer_contract_id");

-- CreateIndex
CREATE INDEX "employer_consideration_consideration_type_idx" ON "employer_consideration"("consideration_type");

-- CreateIndex
CREATE INDEX "employer_consideration_description_trgm" ON "employer_consideration" USING GIN ("description" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "cost_center" ADD CONSTRAINT "cost_center_cost_center_type_id_fkey" FOREIGN KEY ("cost_center_type_id") REFERENCES "cost_center_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cost_center" ADD CONSTRAINT "cost_center_employer_id_fkey" FOREIGN KEY ("employer_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cost_center" ADD CONSTRAINT "cost_center_city_id_fkey" FOREIGN KEY ("city_id") REFERENCES "city"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cost_center_informed_user" ADD CONSTRAINT "cost_center_informed_user_cost_center_id_fkey" FOREIGN KEY ("cost_center_id") REFERENCES "cost_center"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cost_center_informed_user" ADD CONSTRAINT "cost_center_informed_user_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cost_center_authorized_user" ADD CONSTRAINT "cost_center_authorized_user_cost_center_id_fkey" FOREIGN KEY ("cost_center_id") REFERENCES "cost_center"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cost_center_authorized_user" ADD CONSTRAINT "cost_center_authorized_user_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cost_center_authorized_role" ADD CONSTRAINT "cost_center_authorized_role_cost_center_id_fkey" FOREIGN KEY ("cost_center_id") REFERENCES "cost_center"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cost_center_authorized_role" ADD CONSTRAINT "cost_center_authorized_role_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "role"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project" ADD CONSTRAINT "project_employer_id_fkey" FOREIGN KEY ("employer_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project" ADD CONSTRAINT "project_cost_center_id_fkey" FOREIGN KEY ("cost_center_id") REFERENCES "cost_center"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project" ADD CONSTRAINT "project_project_type_id_fkey" FOREIGN KEY ("project_type_id") REFERENCES "project_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project" ADD CONSTRAINT "project_city_id_fkey" FOREIGN KEY ("city_id") REFERENCES "city"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_technical_assistant" ADD CONSTRAINT "project_technical_assistant_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_technical_assistant" ADD CONSTRAINT "project_technical_assistant_third_party_id_fkey" FOREIGN KEY ("third_party_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_implementation_assistant" ADD CONSTRAINT "project_implementation_assistant_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_implementation_assistant" ADD CONSTRAINT "project_implementation_assistant_third_party_id_fkey" FOREIGN KEY ("third_party_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employer_contract" ADD CONSTRAINT "employer_contract_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employer_contract" ADD CONSTRAINT "employer_contract_employer_id_fkey" FOREIGN KEY ("employer_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_operation" ADD CONSTRAINT "project_operation_employer_contract_id_fkey" FOREIGN KEY ("employer_contract_id") REFERENCES "employer_contract"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_operation" ADD CONSTRAINT "project_operation_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_operation" ADD CONSTRAINT "project_operation_operation_info_id_fkey" FOREIGN KEY ("operation_info_id") REFERENCES "operation_info"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contract_cost_over" ADD CONSTRAINT "contract_cost_over_employer_contract_id_fkey" FOREIGN KEY ("employer_contract_id") REFERENCES "employer_contract"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contract_cost_over" ADD CONSTRAINT "contract_cost_over_cost_over_id_fkey" FOREIGN KEY ("cost_over_id") REFERENCES "cost_over"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employer_consideration" ADD CONSTRAINT "employer_consideration_employer_contract_id_fkey" FOREIGN KEY ("employer_contract_id") REFERENCES "employer_contract"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
