import 'server-only';
import { minuteMs, usableTimeZone } from '@/lib/core/time';
import { computeSlots } from './compute-slots';
import type { ExternalBusySource } from './external-busy-source';
import { findBookableService } from './find-bookable-service';
import { loadBusyIntervals } from './load-busy-intervals';
import { loadTeacherAvailability } from './load-teacher-availability';
import type { TServiceAvailability, TServiceAvailabilityQuery } from './schemas';
import { visitorWindowRange } from './visitor-window';

type GetServiceAvailability = {
  teacherSlug: string;
  query: TServiceAvailabilityQuery;
  now?: Date;
  external?: ExternalBusySource;
};

/**
 * Free slots of a public service in the visitor's dates and zone (default: the teacher's zone).
 * Four queries whatever the teacher's history: the service, schedules, overrides, busy sessions.
 * Group services get slots where the teacher is free; seats in an existing group session are the
 * booking's business.
 */
export async function getServiceAvailability({ teacherSlug, query, now = new Date(), external }: GetServiceAvailability): Promise<TServiceAvailability> {
  const service = await findBookableService(teacherSlug, query.serviceId);
  const { teacher } = service;
  const window = { startDate: query.start, endDate: query.end, timeZone: query.timezone ?? usableTimeZone(teacher.timezone) };
  const starts = visitorWindowRange(window);
  if (starts.end <= now.getTime()) return { slots: [] };

  // Only what can touch a slot starting from now on: the buffer either side, the lesson after the last start.
  const buffer = teacher.bufferMinutes * minuteMs;
  const range = {
    start: Math.max(starts.start, now.getTime()) - buffer,
    end: starts.end + service.durationMinutes * minuteMs + buffer,
  };
  const [availability, busy] = await Promise.all([
    loadTeacherAvailability({ teacher, range }),
    loadBusyIntervals({ teacherId: teacher.id, from: new Date(range.start), to: new Date(range.end), now, external }),
  ]);
  const { preferredStart, preferredEnd, preferredDays } = query;
  const slots = computeSlots({
    availability,
    busy,
    durationMinutes: service.durationMinutes,
    window,
    now,
    preferences: { preferredStart, preferredEnd, preferredDays },
  });
  return { slots };
}
