-- CreateTable
CREATE TABLE "shift_rotation_shift" (
    "owner_id" INTEGER NOT NULL,
    "target_id" INTEGER NOT NULL,

    CONSTRAINT "shift_rotation_shift_pkey" PRIMARY KEY ("owner_id","target_id")
);

-- CreateIndex
CREATE INDEX "shift_rotation_shift_target_id_idx" ON "shift_rotation_shift"("target_id");

-- AddForeignKey
ALTER TABLE "shift_rotation_shift" ADD CONSTRAINT "shift_rotation_shift_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "shift_rotation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "shift_rotation_shift" ADD CONSTRAINT "shift_rotation_shift_target_id_fkey" FOREIGN KEY ("target_id") REFERENCES "shift"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
