-- DropForeignKey
ALTER TABLE "shift_rotation_shift" DROP CONSTRAINT "shift_rotation_shift_owner_id_fkey";

-- DropForeignKey
ALTER TABLE "shift_rotation_shift" DROP CONSTRAINT "shift_rotation_shift_target_id_fkey";

-- AlterTable
ALTER TABLE "shift_rotation" ADD COLUMN     "period_type" SMALLINT NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "shift_timing" ADD COLUMN     "end_time_floating_period" INTEGER,
ADD COLUMN     "first_overtime_allowed" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "first_overtime_maximum" INTEGER,
ADD COLUMN     "last_overtime_allowed" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "last_overtime_maximum" INTEGER,
ADD COLUMN     "on_friday" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "on_monday" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "on_saturday" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "on_sunday" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "on_thursday" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "on_tuesday" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "on_wednesday" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "shift_rotation_line" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "shift_rotation_id" INTEGER NOT NULL,
    "order" INTEGER NOT NULL,
    "shift_id" INTEGER NOT NULL,
    "note" VARCHAR(150),
    "search_text" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" INTEGER,

    CONSTRAINT "shift_rotation_line_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "shift_rotation_line_company_id_shift_rotation_id_idx" ON "shift_rotation_line"("company_id", "shift_rotation_id");

-- CreateIndex
CREATE INDEX "shift_rotation_line_company_id_shift_id_idx" ON "shift_rotation_line"("company_id", "shift_id");

-- CreateIndex
CREATE INDEX "shift_rotation_line_search_text_trgm" ON "shift_rotation_line" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "shift_rotation_period_type_idx" ON "shift_rotation"("period_type");

-- AddForeignKey
ALTER TABLE "shift_rotation_line" ADD CONSTRAINT "shift_rotation_line_shift_rotation_id_fkey" FOREIGN KEY ("shift_rotation_id") REFERENCES "shift_rotation"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "shift_rotation_line" ADD CONSTRAINT "shift_rotation_line_shift_id_fkey" FOREIGN KEY ("shift_id") REFERENCES "shift"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- search keys of the searchable entities this migration creates (packages/entities searchTriggersFor)
CREATE TRIGGER "shift_rotation_line_search_text" BEFORE INSERT OR UPDATE OF "note" ON "shift_rotation_line" FOR EACH ROW EXECUTE FUNCTION karsaz_fill_search_text('note');

-- the rotations' shifts were an unordered set (shift_rotation_shift): they become its ordered lines, in the order of
-- the shifts' codes (then ids), numbered from 1 within each rotation, in the rotation's company
INSERT INTO "shift_rotation_line" ("company_id", "shift_rotation_id", "order", "shift_id", "updated_at")
SELECT r."company_id", j."owner_id", row_number() OVER (PARTITION BY j."owner_id" ORDER BY s."code", s."id"), j."target_id", CURRENT_TIMESTAMP
  FROM "shift_rotation_shift" j
  JOIN "shift_rotation" r ON r."id" = j."owner_id"
  JOIN "shift" s ON s."id" = j."target_id";

DROP TABLE "shift_rotation_shift";
