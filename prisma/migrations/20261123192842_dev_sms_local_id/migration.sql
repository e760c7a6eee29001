-- AlterTable
ALTER TABLE "dev_sms" ADD COLUMN     "local_id" VARCHAR(100);

-- CreateIndex
CREATE UNIQUE INDEX "dev_sms_local_id_key" ON "dev_sms"("local_id");
