-- AlterTable
ALTER TABLE "otp_challenge" ADD COLUMN     "delivery_attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "delivery_error" VARCHAR(500),
ADD COLUMN     "delivery_status" SMALLINT NOT NULL DEFAULT 0,
ADD COLUMN     "sent_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "messenger_account" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "provider" VARCHAR(20) NOT NULL,
    "chat_id" VARCHAR(40) NOT NULL,
    "username" VARCHAR(100),
    "first_name" VARCHAR(100),
    "linked_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "messenger_account_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "messenger_link_code" (
    "code_hash" VARCHAR(64) NOT NULL,
    "user_id" INTEGER NOT NULL,
    "provider" VARCHAR(20) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "messenger_link_code_pkey" PRIMARY KEY ("code_hash")
);

-- CreateTable
CREATE TABLE "messenger_delivery" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER,
    "message_id" INTEGER,
    "provider" VARCHAR(20) NOT NULL,
    "chat_id" VARCHAR(40) NOT NULL,
    "text" TEXT NOT NULL,
    "status" SMALLINT NOT NULL DEFAULT 0,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" VARCHAR(500),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "messenger_delivery_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "messenger_account_user_id_idx" ON "messenger_account"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "messenger_account_provider_chat_id_key" ON "messenger_account"("provider", "chat_id");

-- CreateIndex
CREATE INDEX "messenger_link_code_user_id_idx" ON "messenger_link_code"("user_id");

-- CreateIndex
CREATE INDEX "messenger_delivery_account_id_idx" ON "messenger_delivery"("account_id");

-- CreateIndex
CREATE INDEX "messenger_delivery_message_id_idx" ON "messenger_delivery"("message_id");

-- CreateIndex
CREATE INDEX "otp_challenge_created_at_idx" ON "otp_challenge"("created_at");

-- AddForeignKey
ALTER TABLE "messenger_delivery" ADD CONSTRAINT "messenger_delivery_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "messenger_account"("id") ON DELETE SET NULL ON UPDATE CASCADE;
