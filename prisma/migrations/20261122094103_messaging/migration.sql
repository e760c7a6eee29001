-- CreateTable
CREATE TABLE "message" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER,
    "recipient_user_id" INTEGER NOT NULL,
    "type" SMALLINT NOT NULL,
    "priority" SMALLINT NOT NULL DEFAULT 0,
    "status" SMALLINT NOT NULL DEFAULT 0,
    "subject" VARCHAR(200),
    "content" TEXT NOT NULL,
    "address" VARCHAR(200),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lease_until" TIMESTAMPTZ(3),
    "last_error" VARCHAR(500),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),
    "delivered_at" TIMESTAMPTZ(3),
    "read_at" TIMESTAMPTZ(3),
    "failed_at" TIMESTAMPTZ(3),

    CONSTRAINT "message_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox_event" (
    "id" BIGSERIAL NOT NULL,
    "kind" VARCHAR(100) NOT NULL,
    "payload" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "available_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dispatched_at" TIMESTAMPTZ(3),

    CONSTRAINT "outbox_event_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "message_recipient_user_id_status_created_at_idx" ON "message"("recipient_user_id", "status", "created_at");

-- CreateIndex
CREATE INDEX "outbox_event_dispatched_at_available_at_idx" ON "outbox_event"("dispatched_at", "available_at");
