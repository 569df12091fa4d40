-- Roster search within one teacher (issue 38, decision 0086): ILIKE %term% on name or e-mail served by
-- GIN indexes that hold the teacher id beside the trigrams, so PostgreSQL reads only the teacher's
-- matches instead of every student of the teacher (or every match of every teacher). btree_gin gives
-- uuid a GIN operator class; it is a trusted extension on PostgreSQL 13+, and PGlite loads it in
-- lib/core/db/adapters.ts (the extension line is added by hand: Prisma does not manage extensions here).
CREATE EXTENSION IF NOT EXISTS btree_gin;

-- Every student query names its teacher, so the trigram-only indexes serve nothing these do not.
DROP INDEX "students_name_trgm_idx";

DROP INDEX "students_email_trgm_idx";

-- CreateIndex
CREATE INDEX "students_teacher_name_trgm_idx" ON "students" USING GIN ("teacherId" uuid_ops, "name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "students_teacher_email_trgm_idx" ON "students" USING GIN ("teacherId" uuid_ops, "email" gin_trgm_ops);
