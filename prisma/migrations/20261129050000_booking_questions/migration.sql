-- AlterTable
ALTER TABLE "enrollments" ADD COLUMN     "bookingAnswers" JSONB;

-- AlterTable
ALTER TABLE "services" ADD COLUMN     "bookingQuestions" JSONB NOT NULL DEFAULT '[]';

-- AlterTable
ALTER TABLE "sessions" ADD COLUMN     "bookingAnswers" JSONB;
