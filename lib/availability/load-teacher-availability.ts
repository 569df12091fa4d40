import 'server-only';
import { z } from 'zod';
import { db, type Prisma } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { dayMs, formatIsoDate, usableTimeZone } from '@/lib/core/time';
import type { Interval, TeacherAvailability } from './engine-types';

type LoadTeacherAvailability = { teacherId: string; range: Interval; client?: Prisma.TransactionClient };

/** What the query below answers; parsed so a schema change fails loudly, not with wrong slots. */
const ZAvailabilityRow = z.object({
  timezone: z.string(),
  bufferMinutes: z.number().int(),
  schedules: z.array(
    z.object({
      timeZone: z.string(),
      validFrom: z.string().nullable(),
      validUntil: z.string().nullable(),
      rules: z.array(z.object({ weekday: z.number().int(), startTime: z.string(), endTime: z.string() })),
    }),
  ),
  overrides: z.array(
    z.object({
      date: z.string(),
      startTime: z.string().nullable(),
      endTime: z.string().nullable(),
      isAvailable: z.boolean(),
    }),
  ),
  externalCalendar: z
    .object({
      status: z.string(),
      readCalendarIds: z.array(z.string()),
      busyChangedAt: z.string().nullable(),
      watched: z.boolean(),
    })
    .nullable(),
  caldavReadable: z.boolean(),
});

/**
 * The teacher's zone and buffer, active schedules with their rules, and the overrides that can matter
 * for `range`, in ONE statement (JSON aggregates): Prisma would send one per relation, and on the
 * availability hot path each statement costs more than the slot maths (scripts/bench/availability.ts).
 * Local dates lie within 14 hours of UTC, so the UTC dates of the range plus a day either side cover
 * them. A deleted or unknown teacher is 404.
 */
export async function loadTeacherAvailability({
  teacherId,
  range,
  client = db,
}: LoadTeacherAvailability): Promise<TeacherAvailability> {
  const first = formatIsoDate(Math.floor(range.start / dayMs) - 1);
  const last = formatIsoDate(Math.floor(range.end / dayMs) + 1);
  const rows = await client.$queryRaw<unknown[]>`
    SELECT t."timezone", t."bufferMinutes",
      COALESCE((
        SELECT json_agg(json_build_object(
          'timeZone', s."timezone",
          'validFrom', to_char(s."validFrom", 'YYYY-MM-DD'),
          'validUntil', to_char(s."validUntil", 'YYYY-MM-DD'),
          'rules', COALESCE((
            SELECT json_agg(json_build_object('weekday', r."weekday", 'startTime', r."startTime", 'endTime', r."endTime"))
            FROM "availability_rules" r WHERE r."scheduleId" = s."id"
          ), '[]'::json)))
        FROM "availability_schedules" s
        WHERE s."teacherId" = t."id" AND s."isActive"
          AND (s."validFrom" IS NULL OR s."validFrom" <= ${last}::date)
          AND (s."validUntil" IS NULL OR s."validUntil" >= ${first}::date)
      ), '[]'::json) AS "schedules",
      COALESCE((
        SELECT json_agg(json_build_object(
          'date', to_char(o."date", 'YYYY-MM-DD'), 'startTime', o."startTime", 'endTime', o."endTime", 'isAvailable', o."isAvailable"))
        FROM "availability_overrides" o
        WHERE o."teacherId" = t."id" AND o."date" BETWEEN ${first}::date AND ${last}::date
      ), '[]'::json) AS "overrides",
      (
        SELECT json_build_object('status', c."status", 'readCalendarIds', to_json(c."readCalendarIds"),
          'busyChangedAt', c."busyChangedAt",
          'watched', cardinality(c."readCalendarIds") > 0 AND NOT EXISTS (
            SELECT 1 FROM unnest(c."readCalendarIds") AS r("calendarId")
            WHERE NOT EXISTS (
              SELECT 1 FROM "calendar_watch_channels" w
              WHERE w."teacherId" = t."id" AND w."calendarId" = r."calendarId" AND w."expiresAt" > now())))
        FROM "calendar_connections" c WHERE c."teacherId" = t."id"
      ) AS "externalCalendar",
      EXISTS (
        SELECT 1 FROM "caldav_connections" k
        WHERE k."teacherId" = t."id" AND k."status" <> 'disconnected' AND cardinality(k."readCalendarUrls") > 0
      ) AS "caldavReadable"
    FROM "teachers" t
    WHERE t."id" = ${teacherId}::uuid AND t."deletedAt" IS NULL`;
  if (!rows[0]) throw new NotFoundError('Teacher');
  const row = ZAvailabilityRow.parse(rows[0]);
  const teacherZone = usableTimeZone(row.timezone);
  return {
    timeZone: teacherZone,
    bufferMinutes: row.bufferMinutes,
    schedules: row.schedules.map((schedule) => ({
      ...schedule,
      timeZone: usableTimeZone(schedule.timeZone, teacherZone),
    })),
    overrides: row.overrides,
    externalCalendar: row.externalCalendar,
    caldavReadable: row.caldavReadable,
  };
}
