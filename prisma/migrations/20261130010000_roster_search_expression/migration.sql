-- Roster search as ONE clause on ONE index (issue 38, decision 0140). The roster's search is "name or
-- e-mail contains the term"; written as `name ILIKE p OR email ILIKE p` PostgreSQL never combines the
-- two per-column indexes with the teacher id (a BitmapOr under the tenant clause), so it read the
-- teacher's 20,000 rows through a btree and ran ILIKE on each. `name || E'\n' || email` contains the
-- term exactly when the name or the e-mail does, for any term without a line break (a term with one
-- keeps the two-clause form), so a single GIN index on (teacher id, that text) serves the search
-- within the teacher. btree_gin (uuid) and pg_trgm are already loaded (20261121070000,
-- 20261128220000); both ship with PGlite. Expression indexes are outside Prisma's schema language:
-- the schema's comment on Student names this one.
CREATE INDEX "students_teacher_search_trgm_idx" ON "students"
  USING GIN ("teacherId" uuid_ops, ("name" || E'\n' || "email") gin_trgm_ops);
