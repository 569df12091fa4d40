-- Trial sessions are a small share of a teacher's sessions. They are read by period for trial
-- conversion (insights overview, retention KPIs, funnel; the dashboard's unconverted trials) and per
-- student ("did this student have a trial?"). A partial index on the trials alone serves both, and stays
-- as small as the number of trials however long the history grows. Prisma's schema language cannot
-- express a partial index; lib/core/db/migrate.test.ts checks the schema has no drift.
CREATE INDEX "sessions_trial_by_teacher"
  ON "sessions" ("teacherId", "studentId", "startUtc")
  WHERE "isTrialSession";
