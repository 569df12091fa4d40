import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { BusinessRuleError, NotFoundError } from '@/lib/core/errors';
import { parseIsoDate, usableTimeZone } from '@/lib/core/time';
import { zonedToday } from '@/lib/core/zoned-date';
import { maxPracticeMinutesPerDay, practiceBackfillDays, type TPracticeLog } from './schemas';

/** The signed-in student as the practice functions take it. */
export type PracticeStudent = { id: string; teacherId: string };

export const practiceLogSelect = {
  id: true,
  practisedOn: true,
  minutes: true,
  note: true,
  serviceId: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.PracticeLogSelect;

type PracticeLogRow = Prisma.PracticeLogGetPayload<{ select: typeof practiceLogSelect }>;

/** A DATE column comes back as midnight UTC of that day. */
export const toIsoDay = (date: Date) => date.toISOString().slice(0, 10);
export const fromIsoDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

export const toPracticeLog = (row: PracticeLogRow): TPracticeLog => ({
  ...row,
  practisedOn: toIsoDay(row.practisedOn),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Locks the student's row for the rest of the transaction, so two entries of the same day written at
 * once are totalled one after the other (the per-day cap holds), and reads their zone. A student of
 * another teacher, soft-deleted or missing is 404.
 */
export async function lockPracticeStudent(tx: Prisma.TransactionClient, student: PracticeStudent) {
  const [row] = await tx.$queryRaw<{ timezone: string }[]>`
    SELECT "timezone" FROM "students"
     WHERE "id" = ${student.id}::uuid AND "teacherId" = ${student.teacherId}::uuid AND "deletedAt" IS NULL
     FOR UPDATE`;
  if (!row) throw new NotFoundError('Student');
  return { timeZone: usableTimeZone(row.timezone) };
}

/** The day is today or before in the student's zone, and at most 90 days back (422 otherwise). */
export function assertPracticeDay(day: string, timeZone: string, now: Date) {
  const today = zonedToday(timeZone, now);
  if (day > today) {
    throw new BusinessRuleError('PRACTICE_DAY_IN_FUTURE', 'Practice can be logged for today or earlier', [
      { path: 'practisedOn', message: `Not after ${today}` },
    ]);
  }
  if (parseIsoDate(today) - parseIsoDate(day) > practiceBackfillDays) {
    throw new BusinessRuleError('PRACTICE_DAY_TOO_OLD', `Practice can be logged up to ${practiceBackfillDays} days back`, [
      { path: 'practisedOn', message: `At most ${practiceBackfillDays} days back` },
    ]);
  }
}

/** All entries of the day together stay within 1,440 minutes (422 PRACTICE_DAY_FULL). */
export async function assertDayTotal(
  tx: Prisma.TransactionClient,
  student: PracticeStudent,
  { day, minutes, exceptId }: { day: string; minutes: number; exceptId?: string },
) {
  const { _sum } = await tx.practiceLog.aggregate({
    where: {
      teacherId: student.teacherId,
      studentId: student.id,
      practisedOn: fromIsoDay(day),
      ...(exceptId ? { id: { not: exceptId } } : {}),
    },
    _sum: { minutes: true },
  });
  const logged = _sum.minutes ?? 0;
  if (logged + minutes > maxPracticeMinutesPerDay) {
    throw new BusinessRuleError(
      'PRACTICE_DAY_FULL',
      `A day holds at most ${maxPracticeMinutesPerDay} minutes; ${logged} are logged for ${day} already`,
      [{ path: 'minutes', message: `At most ${maxPracticeMinutesPerDay - logged} more minutes on ${day}` }],
    );
  }
}

/** A service of the student's teacher, or 404 (another teacher's looks missing). */
export async function assertOwnService(tx: Prisma.TransactionClient, teacherId: string, serviceId: string | null | undefined) {
  if (!serviceId) return;
  const service = await tx.service.findFirst({ where: { id: serviceId, teacherId }, select: { id: true } });
  if (!service) throw new NotFoundError('Service');
}
