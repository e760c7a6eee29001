-- AlterTable
ALTER TABLE "project" ADD COLUMN     "manager_id" INTEGER;

-- CreateTable
CREATE TABLE "supply_goods" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "code" VARCHAR(20),
    "request_date" DATE NOT NULL,
    "project_id" INTEGER NOT NULL,
    "needed_by" DATE,
    "description" TEXT,
    "total_amount" DECIMAL(20,0),
    "status" SMALLINT NOT NULL DEFAULT 1,
    "approval_level" INTEGER,
    "approval_round" INTEGER NOT NULL DEFAULT 0,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "supply_goods_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "supply_goods_line" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "supply_goods_id" INTEGER NOT NULL,
    "goods_name" VARCHAR(200) NOT NULL,
    "measure_unit_id" INTEGER NOT NULL,
    "quantity" DECIMAL(18,4) NOT NULL,
    "unit_price" DECIMAL(20,0),
    "amount" DECIMAL(20,0),
    "note" VARCHAR(300),
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "supply_goods_line_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "approval_delegation" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "delegator_id" INTEGER,
    "delegate_id" INTEGER NOT NULL,
    "from_date" DATE NOT NULL,
    "to_date" DATE NOT NULL,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "approval_delegation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "workflow_history" (
    "id" BIGSERIAL NOT NULL,
    "entity" VARCHAR(100) NOT NULL,
    "document_id" INTEGER NOT NULL,
    "company_id" INTEGER,
    "action" VARCHAR(60) NOT NULL,
    "from_state" VARCHAR(60),
    "to_state" VARCHAR(60) NOT NULL,
    "level" INTEGER,
    "round" INTEGER NOT NULL DEFAULT 0,
    "user_id" INTEGER,
    "on_behalf_of_user_id" INTEGER,
    "comment" VARCHAR(2000),
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "workflow_history_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "approval_task" (
    "id" SERIAL NOT NULL,
    "entity" VARCHAR(100) NOT NULL,
    "document_id" INTEGER NOT NULL,
    "company_id" INTEGER,
    "round" INTEGER NOT NULL,
    "level" INTEGER NOT NULL,
    "assignee_user_id" INTEGER NOT NULL,
    "status" VARCHAR(20) NOT NULL,
    "escalation" BOOLEAN NOT NULL DEFAULT false,
    "due_at" TIMESTAMPTZ(3),
    "escalated_at" TIMESTAMPTZ(3),
    "decided_at" TIMESTAMPTZ(3),
    "decided_by_user_id" INTEGER,
    "comment" VARCHAR(2000),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "approval_task_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "supply_goods_company_id_project_id_idx" ON "supply_goods"("company_id", "project_id");

-- CreateIndex
CREATE INDEX "supply_goods_status_idx" ON "supply_goods"("status");

-- CreateIndex
CREATE INDEX "supply_goods_approval_level_idx" ON "supply_goods"("approval_level");

-- CreateIndex
CREATE INDEX "supply_goods_code_trgm" ON "supply_goods" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "supply_goods_description_trgm" ON "supply_goods" USING GIN ("description" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "supply_goods_company_id_code_key" ON "supply_goods"("company_id", "code");

-- CreateIndex
CREATE INDEX "supply_goods_line_company_id_supply_goods_id_idx" ON "supply_goods_line"("company_id", "supply_goods_id");

-- CreateIndex
CREATE INDEX "supply_goods_line_company_id_measure_unit_id_idx" ON "supply_goods_line"("company_id", "measure_unit_id");

-- CreateIndex
CREATE INDEX "supply_goods_line_goods_name_trgm" ON "supply_goods_line" USING GIN ("goods_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "approval_delegation_company_id_delegator_id_idx" ON "approval_delegation"("company_id", "delegator_id");

-- CreateIndex
CREATE INDEX "approval_delegation_company_id_delegate_id_idx" ON "approval_delegation"("company_id", "delegate_id");

-- CreateIndex
CREATE INDEX "approval_delegation_description_trgm" ON "approval_delegation" USING GIN ("description" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "workflow_history_entity_document_id_id_idx" ON "workflow_history"("entity", "document_id", "id");

-- CreateIndex
CREATE INDEX "approval_task_assignee_user_id_status_idx" ON "approval_task"("assignee_user_id", "status");

-- CreateIndex
CREATE INDEX "approval_task_entity_document_id_round_level_idx" ON "approval_task"("entity", "document_id", "round", "level");

-- CreateIndex
CREATE INDEX "approval_task_status_due_at_idx" ON "approval_task"("status", "due_at");

-- CreateIndex
CREATE INDEX "project_company_id_manager_id_idx" ON "project"("company_id", "manager_id");

-- AddForeignKey
ALTER TABLE "supply_goods" ADD CONSTRAINT "supply_goods_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "supply_goods_line" ADD CONSTRAINT "supply_goods_line_supply_goods_id_fkey" FOREIGN KEY ("supply_goods_id") REFERENCES "supply_goods"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "supply_goods_line" ADD CONSTRAINT "supply_goods_line_measure_unit_id_fkey" FOREIGN KEY ("measure_unit_id") REFERENCES "measure_unit"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project" ADD CONSTRAINT "project_manager_id_fkey" FOREIGN KEY ("manager_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "approval_delegation" ADD CONSTRAINT "approval_delegation_delegator_id_fkey" FOREIGN KEY ("delegator_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "approval_delegation" ADD CONSTRAINT "approval_delegation_delegate_id_fkey" FOREIGN KEY ("delegate_id") REFERENCES "third_party"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- A document's history is append-only, like the audit log: a restarted chain keeps its earlier rounds.
CREATE FUNCTION workflow_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'workflow_history is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER workflow_history_no_update_or_delete
  BEFORE UPDATE OR DELETE ON "workflow_history"
  FOR EACH ROW EXECUTE FUNCTION workflow_history_append_only();

CREATE TRIGGER workflow_history_no_truncate
  BEFORE TRUNCATE ON "workflow_history"
  FOR EACH STATEMENT EXECUTE FUNCTION workflow_history_append_only();
