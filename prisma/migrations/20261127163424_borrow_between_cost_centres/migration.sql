-- AlterTable
ALTER TABLE "borrow_request" ADD COLUMN     "from_cost_center_id" INTEGER,
ADD COLUMN     "to_cost_center_id" INTEGER;

-- Requests written before a borrow named its cost centres: both ends become the company's first cost centre (one,
-- «مرکز هزینهٔ عمومی», is made where the company has none), so the columns can be required. Such a request shows the
-- same centre twice until it is edited (a save then asks for two).
INSERT INTO "cost_center_type" ("code", "name_fa", "name_en", "updated_at")
  SELECT '000', 'عمومی', 'General', now()
   WHERE EXISTS (SELECT 1 FROM "borrow_request") AND NOT EXISTS (SELECT 1 FROM "cost_center_type" WHERE "code" = '000');
INSERT INTO "cost_center" ("company_id", "code", "name", "cost_center_type_id", "updated_at")
  SELECT DISTINCT b."company_id", '0000', 'مرکز هزینهٔ عمومی', (SELECT "id" FROM "cost_center_type" WHERE "code" = '000'), now()
    FROM "borrow_request" b
   WHERE NOT EXISTS (SELECT 1 FROM "cost_center" c WHERE c."company_id" = b."company_id");
UPDATE "borrow_request" b SET "from_cost_center_id" = c."id", "to_cost_center_id" = c."id"
  FROM (SELECT "company_id", min("id") AS "id" FROM "cost_center" GROUP BY "company_id") c
 WHERE c."company_id" = b."company_id";
ALTER TABLE "borrow_request" ALTER COLUMN "from_cost_center_id" SET NOT NULL,
ALTER COLUMN "to_cost_center_id" SET NOT NULL;

-- AlterTable
ALTER TABLE "borrow_request_line" ADD COLUMN     "goods_id" INTEGER,
ALTER COLUMN "goods_name" DROP NOT NULL,
ALTER COLUMN "measure_unit_id" DROP NOT NULL;

-- CreateIndex
CREATE INDEX "borrow_request_company_id_from_cost_center_id_idx" ON "borrow_request"("company_id", "from_cost_center_id");

-- CreateIndex
CREATE INDEX "borrow_request_company_id_to_cost_center_id_idx" ON "borrow_request"("company_id", "to_cost_center_id");

-- CreateIndex
CREATE INDEX "borrow_request_line_company_id_goods_id_idx" ON "borrow_request_line"("company_id", "goods_id");

-- AddForeignKey
ALTER TABLE "borrow_request" ADD CONSTRAINT "borrow_request_from_cost_center_id_fkey" FOREIGN KEY ("from_cost_center_id") REFERENCES "cost_center"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "borrow_request" ADD CONSTRAINT "borrow_request_to_cost_center_id_fkey" FOREIGN KEY ("to_cost_center_id") REFERENCES "cost_center"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "borrow_request_line" ADD CONSTRAINT "borrow_request_line_goods_id_fkey" FOREIGN KEY ("goods_id") REFERENCES "product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
