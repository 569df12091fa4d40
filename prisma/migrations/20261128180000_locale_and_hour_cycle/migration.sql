-- AlterTable
ALTER TABLE "students" ADD COLUMN     "hourCycle" VARCHAR(3),
ADD COLUMN     "locale" VARCHAR(5) NOT NULL DEFAULT 'en';

-- AlterTable
ALTER TABLE "teachers" ADD COLUMN     "hourCycle" VARCHAR(3),
ADD COLUMN     "locale" VARCHAR(5) NOT NULL DEFAULT 'en';

-- The six locales and two clocks of issue 32 (the API's schemas say the same; the database holds it).
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_locale_check" CHECK ("locale" IN ('en', 'es', 'de', 'fr', 'it', 'pt'));
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_hourCycle_check" CHECK ("hourCycle" IS NULL OR "hourCycle" IN ('h12', 'h23'));
ALTER TABLE "students" ADD CONSTRAINT "students_locale_check" CHECK ("locale" IN ('en', 'es', 'de', 'fr', 'it', 'pt'));
ALTER TABLE "students" ADD CONSTRAINT "students_hourCycle_check" CHECK ("hourCycle" IS NULL OR "hourCycle" IN ('h12', 'h23'));
