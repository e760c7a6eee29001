-- AlterTable
ALTER TABLE "dealer_reception" ADD COLUMN     "issue_document_id" INTEGER,
ADD COLUMN     "warehouse_id" INTEGER;

-- AlterTable
ALTER TABLE "dealer_reception_line" ADD COLUMN     "product_id" INTEGER,
ADD COLUMN     "quantity" DECIMAL(18,4);

-- CreateIndex
CREATE INDEX "dealer_reception_company_id_warehouse_id_idx" ON "dealer_reception"("company_id", "warehouse_id");

-- CreateIndex
CREATE INDEX "dealer_reception_company_id_issue_document_id_idx" ON "dealer_reception"("company_id", "issue_document_id");

-- CreateIndex
CREATE INDEX "dealer_reception_line_company_id_product_id_idx" ON "dealer_reception_line"("company_id", "product_id");

-- AddForeignKey
ALTER TABLE "dealer_reception" ADD CONSTRAINT "dealer_reception_warehouse_id_fkey" FOREIGN KEY ("warehouse_id") REFERENCES "warehouse"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_reception" ADD CONSTRAINT "dealer_reception_issue_document_id_fkey" FOREIGN KEY ("issue_document_id") REFERENCES "stock_document"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_reception_line" ADD CONSTRAINT "dealer_reception_line_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
