import 'server-only';
import { listOverrides } from '@/lib/availability/list-overrides';
import { listSchedules } from '@/lib/availability/list-schedules';
import { loadTeacherAvailability } from '@/lib/availability/load-teacher-availability';
import { usableTimeZone } from '@/lib/core/time';
import { shiftIsoDate, zonedToday } from '@/lib/core/zoned-date';

/** How far back the page still lists past exceptions. */
const pastDays = 30;

/**
 * Everything the availability page shows: schedules, exceptions from today (teacher's zone) and of
 * the last month, and the buffer (read through the engine's loader, which reads it with the zone).
 */
export async function loadAvailabilityPage(teacher: { id: string; timezone: string }, now = new Date()) {
  const timezone = usableTimeZone(teacher.timezone);
  const today = zonedToday(timezone, now);
  const [schedules, upcoming, past, engine] = await Promise.all([
    listSchedules(teacher.id),
    listOverrides({ teacherId: teacher.id, from: today }),
    listOverrides({
      teacherId: teacher.id,
      from: shiftIsoDate(today, -pastDays),
      to: shiftIsoDate(today, -1),
    }),
    loadTeacherAvailability({ teacherId: teacher.id, range: { start: now.getTime(), end: now.getTime() } }),
  ]);
  return { timezone, today, schedules, upcoming, past: past.reverse(), bufferMinutes: engine.bufferMinutes };
}
