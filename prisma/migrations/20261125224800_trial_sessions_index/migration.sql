-- Trial sessions are a small share of a teacher's sessions, read by period for trial conversion
-- (insights overview, retention KPIs, funnel) and the dashboard's unconverted trials. A partial index
-- keeps those reads proportional to the trials, not to the whole history. Prisma's schema language
-- cannot express a partial index; lib/core/db/migrate.test.ts checks the schema has no drift.
CREATE INDEX "sessions_trial_by_teacher"
  ON "sessions" ("teacherId", "startUtc")
  WHERE "isTrialSession";
