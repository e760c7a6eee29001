-- CreateTable
CREATE TABLE "lead_access" (
    "id" SERIAL NOT NULL,
    "lead_user_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "company_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,

    CONSTRAINT "lead_access_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "lead_access_company_id_user_id_idx" ON "lead_access"("company_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "lead_access_lead_user_id_user_id_company_id_key" ON "lead_access"("lead_user_id", "user_id", "company_id");
