-- Invariants the database holds that the Prisma schema language cannot express.
-- (test: lib/core/db/invariants.test.ts; lib/core/db/migrate.test.ts checks the schema has no drift)

CREATE EXTENSION IF NOT EXISTS btree_gist;

-- At most one default cancellation policy per teacher.
CREATE UNIQUE INDEX "cancellation_policies_one_default_per_teacher"
  ON "cancellation_policies" ("teacherId") WHERE "isDefault";

-- Credits never go negative: remaining = total - completed - scheduled - forfeited.
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_credits_non_negative" CHECK (
  "sessionsTotal" >= 0 AND "sessionsCompleted" >= 0 AND "sessionsScheduled" >= 0 AND "sessionsForfeited" >= 0
  AND "sessionsTotal" - "sessionsCompleted" - "sessionsScheduled" - "sessionsForfeited" >= 0
);

-- A teacher is never in two sessions at once; cancelled, rejected and expired sessions free their slot.
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_no_overlap_per_teacher" EXCLUDE USING gist (
  "teacherId" WITH =,
  tstzrange("startUtc", "endUtc", '[)') WITH &&
) WHERE ("status" NOT IN ('cancelled', 'rejected', 'expired'));

ALTER TABLE "sessions" ADD CONSTRAINT "sessions_end_after_start" CHECK ("endUtc" > "startUtc");

-- The audit log is append-only: entries are never edited (retention deletes whole entries).
CREATE FUNCTION "audit_logs_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_logs is append-only';
END;
$$;
CREATE TRIGGER "audit_logs_append_only" BEFORE UPDATE ON "audit_logs"
  FOR EACH ROW EXECUTE FUNCTION "audit_logs_refuse_update"();
