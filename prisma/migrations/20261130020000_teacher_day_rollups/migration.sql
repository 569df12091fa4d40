-- Issue 38, item 4 (decision 0146): the additive figures of the dashboard summary and the insights
-- overview per teacher and local day, kept by triggers in the transaction of every session and
-- payment write (whatever writes it: a route, a webhook, a job, an import, a cascade), so reading a
-- month or a period reads at most one row per day, whatever the history.
-- A day is the teacher's local day (teachers.timezone; an unknown zone counts as UTC, as
-- usableTimeZone does); when the teacher's zone changes, the teacher's rows are rebuilt in that
-- transaction. Definitions: docs/metrics.md ("Day rollups").

-- CreateTable
CREATE TABLE "teacher_day_figures" (
    "teacherId" UUID NOT NULL,
    "day" DATE NOT NULL,
    "lessons" INTEGER NOT NULL DEFAULT 0,
    "completed" INTEGER NOT NULL DEFAULT 0,
    "noShows" INTEGER NOT NULL DEFAULT 0,
    "cancelled" INTEGER NOT NULL DEFAULT 0,
    "trialsCompleted" INTEGER NOT NULL DEFAULT 0,
    "trialsRequested" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "teacher_day_figures_pkey" PRIMARY KEY ("teacherId","day")
);

-- CreateTable
CREATE TABLE "teacher_day_revenue" (
    "teacherId" UUID NOT NULL,
    "day" DATE NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "amount" BIGINT NOT NULL DEFAULT 0,
    "payments" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "teacher_day_revenue_pkey" PRIMARY KEY ("teacherId","day","currency")
);

-- AddForeignKey
ALTER TABLE "teacher_day_figures" ADD CONSTRAINT "teacher_day_figures_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "teacher_day_revenue" ADD CONSTRAINT "teacher_day_revenue_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The zone a teacher's days are counted in: the stored zone when the database knows it, else UTC.
CREATE FUNCTION "lektio_usable_zone"(zone text) RETURNS text AS $$
BEGIN
  IF zone IS NULL OR zone = '' THEN
    RETURN 'UTC';
  END IF;
  PERFORM now() AT TIME ZONE zone;
  RETURN zone;
EXCEPTION WHEN invalid_parameter_value THEN
  RETURN 'UTC';
END;
$$ LANGUAGE plpgsql STABLE;

-- What a set of session rows adds to the day figures, `sign` 1 or -1 per row (src: teacherId,
-- startUtc, createdAt, status, isTrialSession, sign). Lessons are scheduled, completed or
-- pending_review sessions (the dashboard's month_lessons); trials requested count on the local day
-- the trial session was created, everything else on the day it starts.
CREATE FUNCTION "teacher_day_figures_sql"(src text) RETURNS text AS $$
  SELECT format($q$
    WITH changed AS (%s),
    zones AS (SELECT t."id", "lektio_usable_zone"(t."timezone") AS zone FROM "teachers" t
               WHERE t."id" IN (SELECT DISTINCT c."teacherId" FROM changed c)),
    parts AS (
      SELECT c."teacherId", (c."startUtc" AT TIME ZONE z.zone)::date AS day,
             c.sign * (c."status" IN ('scheduled', 'completed', 'pending_review'))::int AS lessons,
             c.sign * (c."status" = 'completed')::int AS completed,
             c.sign * (c."status" = 'no_show')::int AS "noShows",
             c.sign * (c."status" = 'cancelled')::int AS cancelled,
             c.sign * (c."status" = 'completed' AND c."isTrialSession")::int AS "trialsCompleted",
             0 AS "trialsRequested"
        FROM changed c JOIN zones z ON z."id" = c."teacherId"
      UNION ALL
      SELECT c."teacherId", (c."createdAt" AT TIME ZONE z.zone)::date, 0, 0, 0, 0, 0, c.sign
        FROM changed c JOIN zones z ON z."id" = c."teacherId"
       WHERE c."isTrialSession"),
    sums AS (
      SELECT "teacherId", day, sum(lessons)::int AS lessons, sum(completed)::int AS completed,
             sum("noShows")::int AS "noShows", sum(cancelled)::int AS cancelled,
             sum("trialsCompleted")::int AS "trialsCompleted", sum("trialsRequested")::int AS "trialsRequested"
        FROM parts GROUP BY 1, 2)
    INSERT INTO "teacher_day_figures" AS f
           ("teacherId", "day", "lessons", "completed", "noShows", "cancelled", "trialsCompleted", "trialsRequested")
    SELECT * FROM sums
     WHERE lessons <> 0 OR completed <> 0 OR "noShows" <> 0 OR cancelled <> 0
        OR "trialsCompleted" <> 0 OR "trialsRequested" <> 0
     ORDER BY 1, 2
    ON CONFLICT ("teacherId", "day") DO UPDATE SET
      "lessons" = f."lessons" + EXCLUDED."lessons",
      "completed" = f."completed" + EXCLUDED."completed",
      "noShows" = f."noShows" + EXCLUDED."noShows",
      "cancelled" = f."cancelled" + EXCLUDED."cancelled",
      "trialsCompleted" = f."trialsCompleted" + EXCLUDED."trialsCompleted",
      "trialsRequested" = f."trialsRequested" + EXCLUDED."trialsRequested"
  $q$, src)
$$ LANGUAGE sql IMMUTABLE;

-- What a set of payment rows adds to revenue (docs/metrics.md, "Revenue"): payments that took money
-- (succeeded, partially_refunded, refunded) as amount - refundedAmount, on the local day of paidAt,
-- per currency, with the number of those payments (a currency with payments that add up to 0 is
-- still a currency of the period, as in revenueByCurrencySql). src: teacherId, paidAt, status, amount, refundedAmount, currency, sign.
CREATE FUNCTION "teacher_day_revenue_sql"(src text) RETURNS text AS $$
  SELECT format($q$
    WITH changed AS (%s),
    zones AS (SELECT t."id", "lektio_usable_zone"(t."timezone") AS zone FROM "teachers" t
               WHERE t."id" IN (SELECT DISTINCT c."teacherId" FROM changed c)),
    sums AS (
      SELECT c."teacherId", (c."paidAt" AT TIME ZONE z.zone)::date AS day, c."currency",
             sum(c.sign * (c."amount" - c."refundedAmount")::bigint)::bigint AS amount,
             sum(c.sign)::int AS payments
        FROM changed c JOIN zones z ON z."id" = c."teacherId"
       WHERE c."paidAt" IS NOT NULL AND c."status" IN ('succeeded', 'partially_refunded', 'refunded')
       GROUP BY 1, 2, 3)
    INSERT INTO "teacher_day_revenue" AS r ("teacherId", "day", "currency", "amount", "payments")
    SELECT * FROM sums WHERE amount <> 0 OR payments <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("teacherId", "day", "currency") DO UPDATE SET
      "amount" = r."amount" + EXCLUDED."amount", "payments" = r."payments" + EXCLUDED."payments"
  $q$, src)
$$ LANGUAGE sql IMMUTABLE;

-- Statement triggers: one set-based upsert per statement (a bulk import or an updateMany is one).
-- Each trigger function is written out here from the statements above, so its SQL is static and
-- PL/pgSQL plans it once per connection (a dynamic EXECUTE would plan it on every write).
DO $$
DECLARE
  session_cols text := '"teacherId", "startUtc", "createdAt", "status"::text AS "status", "isTrialSession"';
  payment_cols text := '"teacherId", "paidAt", "status"::text AS "status", "amount", "refundedAmount", "currency"';
  sources text[][] := ARRAY[
    ARRAY['insert', 'SELECT %1$s, 1 AS sign FROM new_rows'],
    ARRAY['update', 'SELECT %1$s, 1 AS sign FROM new_rows UNION ALL SELECT %1$s, -1 AS sign FROM old_rows'],
    ARRAY['delete', 'SELECT %1$s, -1 AS sign FROM old_rows']];
  i int;
BEGIN
  FOR i IN 1 .. array_length(sources, 1) LOOP
    EXECUTE format('CREATE FUNCTION %I() RETURNS trigger AS $f$ BEGIN %s; RETURN NULL; END; $f$ LANGUAGE plpgsql',
      'sessions_day_figures_' || sources[i][1], "teacher_day_figures_sql"(format(sources[i][2], session_cols)));
    EXECUTE format('CREATE FUNCTION %I() RETURNS trigger AS $f$ BEGIN %s; RETURN NULL; END; $f$ LANGUAGE plpgsql',
      'payments_day_revenue_' || sources[i][1], "teacher_day_revenue_sql"(format(sources[i][2], payment_cols)));
  END LOOP;
END;
$$;

CREATE TRIGGER "sessions_day_figures_insert" AFTER INSERT ON "sessions"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sessions_day_figures_insert"();
CREATE TRIGGER "sessions_day_figures_update" AFTER UPDATE ON "sessions"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sessions_day_figures_update"();
CREATE TRIGGER "sessions_day_figures_delete" AFTER DELETE ON "sessions"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sessions_day_figures_delete"();

CREATE TRIGGER "payments_day_revenue_insert" AFTER INSERT ON "payments"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "payments_day_revenue_insert"();
CREATE TRIGGER "payments_day_revenue_update" AFTER UPDATE ON "payments"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "payments_day_revenue_update"();
CREATE TRIGGER "payments_day_revenue_delete" AFTER DELETE ON "payments"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "payments_day_revenue_delete"();

-- Every row of some teachers (NULL: all) recomputed from the sessions and payments: the backfill
-- below, a zone change, and the repair of a drift (idempotent: it replaces what is there).
CREATE FUNCTION "rebuild_teacher_days"(teacher_ids uuid[]) RETURNS void AS $$
BEGIN
  DELETE FROM "teacher_day_figures" WHERE teacher_ids IS NULL OR "teacherId" = ANY(teacher_ids);
  DELETE FROM "teacher_day_revenue" WHERE teacher_ids IS NULL OR "teacherId" = ANY(teacher_ids);
  EXECUTE "teacher_day_figures_sql"(format(
    'SELECT "teacherId", "startUtc", "createdAt", "status"::text AS "status", "isTrialSession", 1 AS sign
       FROM "sessions" WHERE %L::uuid[] IS NULL OR "teacherId" = ANY(%L::uuid[])', teacher_ids, teacher_ids));
  EXECUTE "teacher_day_revenue_sql"(format(
    'SELECT "teacherId", "paidAt", "status"::text AS "status", "amount", "refundedAmount", "currency", 1 AS sign
       FROM "payments" WHERE %L::uuid[] IS NULL OR "teacherId" = ANY(%L::uuid[])', teacher_ids, teacher_ids));
END;
$$ LANGUAGE plpgsql;

-- A teacher's days follow the teacher's zone: a new zone recounts them (rare; O(that teacher's history)).
CREATE FUNCTION "teachers_zone_rebuilds_days"() RETURNS trigger AS $$
BEGIN
  PERFORM "rebuild_teacher_days"(ARRAY[NEW."id"]);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "teachers_zone_rebuilds_days" AFTER UPDATE OF "timezone" ON "teachers"
FOR EACH ROW WHEN (OLD."timezone" IS DISTINCT FROM NEW."timezone")
EXECUTE FUNCTION "teachers_zone_rebuilds_days"();

-- Backfill of the history already there (the triggers above hold it from here on).
SELECT "rebuild_teacher_days"(NULL);
