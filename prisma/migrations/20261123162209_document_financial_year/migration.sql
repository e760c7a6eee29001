-- AlterTable
ALTER TABLE "borrow_request" ADD COLUMN     "financial_year_id" INTEGER;

-- AlterTable
ALTER TABLE "supply_goods" ADD COLUMN     "financial_year_id" INTEGER;

-- CreateIndex
CREATE INDEX "borrow_request_company_id_financial_year_id_idx" ON "borrow_request"("company_id", "financial_year_id");

-- CreateIndex
CREATE INDEX "supply_goods_company_id_financial_year_id_idx" ON "supply_goods"("company_id", "financial_year_id");

-- Documents already stored are filed in their company's year that holds their request date.
UPDATE "supply_goods" d SET "financial_year_id" = y."id" FROM "financial_year" y
 WHERE y."company_id" = d."company_id" AND d."request_date" BETWEEN y."start_date" AND y."end_date" AND d."financial_year_id" IS NULL;
UPDATE "borrow_request" d SET "financial_year_id" = y."id" FROM "financial_year" y
 WHERE y."company_id" = d."company_id" AND d."request_date" BETWEEN y."start_date" AND y."end_date" AND d."financial_year_id" IS NULL;
