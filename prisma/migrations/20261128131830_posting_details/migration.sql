-- AlterTable
ALTER TABLE "account_setting" ADD COLUMN     "cost_center_id" INTEGER;

-- AlterTable
ALTER TABLE "department" ADD COLUMN     "cost_center_id" INTEGER;

-- CreateIndex
CREATE INDEX "account_setting_company_id_cost_center_id_idx" ON "account_setting"("company_id", "cost_center_id");

-- CreateIndex
CREATE INDEX "department_company_id_cost_center_id_idx" ON "department"("company_id", "cost_center_id");

-- AddForeignKey
ALTER TABLE "account_setting" ADD CONSTRAINT "account_setting_cost_center_id_fkey" FOREIGN KEY ("cost_center_id") REFERENCES "cost_center"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "department" ADD CONSTRAINT "department_cost_center_id_fkey" FOREIGN KEY ("cost_center_id") REFERENCES "cost_center"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
