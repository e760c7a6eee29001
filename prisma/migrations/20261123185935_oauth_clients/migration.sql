-- AlterTable
ALTER TABLE "audit_log" ADD COLUMN     "client_id" VARCHAR(100);

-- AlterTable
ALTER TABLE "oauth_client" ADD COLUMN     "company_id" INTEGER,
ADD COLUMN     "grant_types" TEXT[] DEFAULT ARRAY['authorization_code', 'refresh_token']::TEXT[],
ADD COLUMN     "kind" VARCHAR(20) NOT NULL DEFAULT 'confidential',
ADD COLUMN     "role_id" INTEGER,
ADD COLUMN     "secret_rotated_at" TIMESTAMPTZ(3),
ADD COLUMN     "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- A client registered before kinds existed is public when it has no secret
UPDATE "oauth_client" SET "kind" = 'public' WHERE "secret_hash" IS NULL;

-- CreateIndex
CREATE INDEX "audit_log_client_id_at_idx" ON "audit_log"("client_id", "at");
