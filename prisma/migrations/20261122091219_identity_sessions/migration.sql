-- AlterTable
ALTER TABLE "user_account" ADD COLUMN     "mobile_verified_at" TIMESTAMPTZ(3),
ADD COLUMN     "password_set_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "otp_challenge" (
    "id" UUID NOT NULL,
    "mobile_number" VARCHAR(11) NOT NULL,
    "purpose" VARCHAR(20) NOT NULL,
    "code_hash" VARCHAR(128) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "verified_at" TIMESTAMPTZ(3),
    "killed_at" TIMESTAMPTZ(3),
    "is_real" BOOLEAN NOT NULL DEFAULT true,
    "grant_hash" VARCHAR(128),
    "grant_expires_at" TIMESTAMPTZ(3),
    "grant_used_at" TIMESTAMPTZ(3),
    "ip" VARCHAR(60),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "otp_challenge_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "auth_session" (
    "id" UUID NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    "user_id" INTEGER,
    "applicant_id" INTEGER,
    "client_id" VARCHAR(100) NOT NULL,
    "company_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),
    "revoked_reason" VARCHAR(60),
    "ip" VARCHAR(60),
    "user_agent" VARCHAR(300),

    CONSTRAINT "auth_session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "refresh_token" (
    "id" UUID NOT NULL,
    "session_id" UUID NOT NULL,
    "token_hash" VARCHAR(64) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "used_at" TIMESTAMPTZ(3),

    CONSTRAINT "refresh_token_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "oauth_client" (
    "id" VARCHAR(100) NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "secret_hash" TEXT,
    "redirect_uris" TEXT[],
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "oauth_client_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "authorization_code" (
    "code_hash" VARCHAR(64) NOT NULL,
    "client_id" VARCHAR(100) NOT NULL,
    "user_id" INTEGER NOT NULL,
    "company_id" INTEGER,
    "redirect_uri" VARCHAR(500) NOT NULL,
    "code_challenge" VARCHAR(128) NOT NULL,
    "scope" VARCHAR(200) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "authorization_code_pkey" PRIMARY KEY ("code_hash")
);

-- CreateTable
CREATE TABLE "applicant" (
    "id" SERIAL NOT NULL,
    "mobile_number" VARCHAR(11) NOT NULL,
    "first_name" VARCHAR(100),
    "last_name" VARCHAR(100),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "applicant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dev_sms" (
    "id" BIGSERIAL NOT NULL,
    "mobile_number" VARCHAR(11) NOT NULL,
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "dev_sms_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "otp_challenge_grant_hash_key" ON "otp_challenge"("grant_hash");

-- CreateIndex
CREATE INDEX "otp_challenge_mobile_number_purpose_created_at_idx" ON "otp_challenge"("mobile_number", "purpose", "created_at");

-- CreateIndex
CREATE INDEX "auth_session_user_id_revoked_at_idx" ON "auth_session"("user_id", "revoked_at");

-- CreateIndex
CREATE INDEX "auth_session_applicant_id_revoked_at_idx" ON "auth_session"("applicant_id", "revoked_at");

-- CreateIndex
CREATE UNIQUE INDEX "refresh_token_token_hash_key" ON "refresh_token"("token_hash");

-- CreateIndex
CREATE INDEX "refresh_token_session_id_idx" ON "refresh_token"("session_id");

-- CreateIndex
CREATE UNIQUE INDEX "applicant_mobile_number_key" ON "applicant"("mobile_number");

-- CreateIndex
CREATE INDEX "dev_sms_mobile_number_created_at_idx" ON "dev_sms"("mobile_number", "created_at");

-- AddForeignKey
ALTER TABLE "auth_session" ADD CONSTRAINT "auth_session_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "auth_session" ADD CONSTRAINT "auth_session_applicant_id_fkey" FOREIGN KEY ("applicant_id") REFERENCES "applicant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "auth_session"("id") ON DELETE CASCADE ON UPDATE CASCADE;
