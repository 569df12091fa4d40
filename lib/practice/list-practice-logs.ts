import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { usableTimeZone } from '@/lib/core/time';
import { shiftIsoDate, zonedToday } from '@/lib/core/zoned-date';
import { weekStartOf, weeklyTotals } from './practice-days';
import { fromIsoDay, practiceLogSelect, toPracticeLog } from './practice-log-fields';
import type { TPracticeLogList, TPracticeRangeQuery } from './schemas';

/** Weeks shown by default (the chart's 12). */
export const defaultPracticeWeeks = 12;

/**
 * A student's practice entries from `from` to `to` (days of their zone, both included; by default the
 * last 12 ISO weeks up to today), newest first, with the minutes of every week the range touches.
 * The one read behind the student's list and the teacher's (`teacherId` + `studentId` in the where:
 * another teacher's student is 404).
 */
export async function listPracticeLogs({
  teacherId,
  studentId,
  query,
  now = new Date(),
}: {
  teacherId: string;
  studentId: string;
  query: TPracticeRangeQuery;
  now?: Date;
}): Promise<TPracticeLogList> {
  const student = await db.student.findFirst({
    where: { id: studentId, teacherId, deletedAt: null },
    select: { timezone: true },
  });
  if (!student) throw new NotFoundError('Student');
  const today = zonedToday(usableTimeZone(student.timezone), now);
  const to = query.to ?? today;
  const from = query.from ?? shiftIsoDate(weekStartOf(to), -7 * (defaultPracticeWeeks - 1));
  const rows = await db.practiceLog.findMany({
    where: { teacherId, studentId, practisedOn: { gte: fromIsoDay(from), lte: fromIsoDay(to) } },
    orderBy: [{ practisedOn: 'desc' }, { createdAt: 'desc' }],
    select: practiceLogSelect,
    take: 5000,
  });
  const data = rows.map(toPracticeLog);
  return {
    from,
    to,
    data,
    weeks: weeklyTotals(data, from, to),
    totalMinutes: data.reduce((sum, entry) => sum + entry.minutes, 0),
  };
}
