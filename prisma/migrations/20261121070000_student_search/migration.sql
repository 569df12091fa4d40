-- Roster search: ILIKE %term% on name or e-mail served by trigram indexes (written by db:migrate:create;
-- the extension line is added by hand: Prisma does not manage extensions here). pg_trgm is a trusted
-- extension on PostgreSQL 13+, and PGlite loads it in lib/core/db/adapters.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "students_name_trgm_idx" ON "students" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "students_email_trgm_idx" ON "students" USING GIN ("email" gin_trgm_ops);
