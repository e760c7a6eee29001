-- AlterTable
ALTER TABLE "payroll" ADD COLUMN     "kind" SMALLINT NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "payroll_rule" ADD COLUMN     "year_end_includes_seniority" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "year_end_tax_rate" DECIMAL(18,4);

-- CreateIndex
CREATE INDEX "payroll_kind_idx" ON "payroll"("kind");
