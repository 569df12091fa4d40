import 'server-only';
import { db } from '@/lib/core/db';
import { usableTimeZone } from '@/lib/core/time';
import { shiftIsoDate, zonedToday } from '@/lib/core/zoned-date';
import { practiceStreak, weekStartOf, weeklyTotals } from './practice-days';
import { fromIsoDay, toIsoDay } from './practice-log-fields';
import { maxPracticeMinutesPerDay, type TPracticeSummary } from './schemas';
import { defaultPracticeWeeks } from './list-practice-logs';

/** A streak is counted on at most this many days back (as the teaching streak's 365). */
const streakDays = 365;

/**
 * The practice figures of a student (docs/metrics.md "Practice"): minutes this ISO week, the last 12
 * weeks, and the streak, all in days of the student's zone. Reads one row per day (grouped in SQL).
 */
export async function getPracticeSummary({
  teacherId,
  studentId,
  timeZone,
  now = new Date(),
}: {
  teacherId: string;
  studentId: string;
  timeZone: string;
  now?: Date;
}): Promise<TPracticeSummary> {
  const today = zonedToday(usableTimeZone(timeZone), now);
  const chartFrom = shiftIsoDate(weekStartOf(today), -7 * (defaultPracticeWeeks - 1));
  const from = shiftIsoDate(today, -streakDays) < chartFrom ? shiftIsoDate(today, -streakDays) : chartFrom;
  const days = await db.practiceLog.groupBy({
    by: ['practisedOn'],
    where: { teacherId, studentId, practisedOn: { gte: fromIsoDay(from), lte: fromIsoDay(today) } },
    _sum: { minutes: true },
  });
  const entries = days.map((day) => ({
    practisedOn: toIsoDay(day.practisedOn),
    minutes: Math.min(day._sum.minutes ?? 0, maxPracticeMinutesPerDay),
  }));
  const weeks = weeklyTotals(entries, chartFrom, today);
  return {
    today,
    minutesThisWeek: weeks.at(-1)?.minutes ?? 0,
    weeks,
    streak: practiceStreak(new Set(entries.filter((entry) => entry.minutes > 0).map((entry) => entry.practisedOn)), today),
  };
}
