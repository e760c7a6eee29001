-- AlterTable
ALTER TABLE "personnel" ADD COLUMN     "job_application_id" INTEGER;

-- CreateIndex
CREATE INDEX "personnel_company_id_job_application_id_idx" ON "personnel"("company_id", "job_application_id");

-- CreateIndex
CREATE UNIQUE INDEX "personnel_company_id_job_application_id_key" ON "personnel"("company_id", "job_application_id");

-- AddForeignKey
ALTER TABLE "personnel" ADD CONSTRAINT "personnel_job_application_id_fkey" FOREIGN KEY ("job_application_id") REFERENCES "job_application"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
