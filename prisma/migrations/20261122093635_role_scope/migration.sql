-- AlterTable
ALTER TABLE "role" ADD COLUMN     "scope" VARCHAR(50) NOT NULL DEFAULT 'karsaz';
