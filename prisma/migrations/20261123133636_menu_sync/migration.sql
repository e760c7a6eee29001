-- CreateTable
CREATE TABLE "menu_sync" (
    "kind" VARCHAR(20) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "state" JSONB NOT NULL,
    "synced_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "menu_sync_pkey" PRIMARY KEY ("kind","name")
);
