import { formatIsoDate, parseIsoDate, usableTimeZone, utcToWallTime, wallTimeToUtc } from '@/lib/core/time';

/**
 * A due day in the teacher's zone is stored as the last millisecond of that day there, so "due on
 * Friday" is overdue from Saturday 00:00 in the teacher's zone, whatever zone reads it.
 */
export const homeworkDueInstant = (isoDate: string, timeZone: string): Date =>
  new Date(wallTimeToUtc(parseIsoDate(isoDate), 24 * 60, usableTimeZone(timeZone)) - 1);

/** The due day back in the teacher's zone (`YYYY-MM-DD`), for the date field. */
export const homeworkDueDay = (dueAt: string | Date | null, timeZone: string): string | null =>
  dueAt === null ? null : formatIsoDate(utcToWallTime(new Date(dueAt).getTime(), usableTimeZone(timeZone)).day);
