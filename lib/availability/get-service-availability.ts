import 'server-only';
import { dayMs, minuteMs, parseIsoDate } from '@/lib/core/time';
import { computeSlots } from './compute-slots';
import type { ExternalBusySource, ExternalBusyStatus } from './external-busy-source';
import { findBookableService } from './find-bookable-service';
import { loadBusyIntervals } from './load-busy-intervals';
import { loadTeacherAvailability } from './load-teacher-availability';
import type { TServiceAvailability, TServiceAvailabilityQuery } from './schemas';
import { visitorWindowRange } from './visitor-window';

type SlotOptions = { query: TServiceAvailabilityQuery; now?: Date; external?: ExternalBusySource };
type GetServiceAvailability = SlotOptions & { teacherSlug: string };
/** What the slot computation needs of a service already found (and access-checked) by the caller. */
export type AvailableService = { teacherId: string; durationMinutes: number };

/**
 * Free slots of a public service in the visitor's dates and zone (default: the teacher's zone).
 * Three statements whatever the teacher's history: the service, the teacher's availability, the
 * sessions of the window. Group services get slots where the teacher is free; seats in an existing
 * group session are the booking's business.
 */
export async function getServiceAvailability({
  teacherSlug,
  query,
  now,
  external,
}: GetServiceAvailability): Promise<TServiceAvailability> {
  const service = await findBookableService(teacherSlug, query.serviceId);
  return serviceSlots(service, { query, now, external });
}

/**
 * The one slot computation after the service lookup, shared by the public and the student
 * endpoints: two statements (the teacher's availability, the sessions of the window).
 */
export async function serviceSlots(
  service: AvailableService,
  { query, now = new Date(), external }: SlotOptions,
): Promise<TServiceAvailability> {
  // The visitor's dates in any zone lie within a day of the same UTC dates; the lesson adds at most a day.
  const roughRange = { start: parseIsoDate(query.start) * dayMs - dayMs, end: (parseIsoDate(query.end) + 3) * dayMs };
  const availability = await loadTeacherAvailability({ teacherId: service.teacherId, range: roughRange });

  const window = { startDate: query.start, endDate: query.end, timeZone: query.timezone ?? availability.timeZone };
  const starts = visitorWindowRange(window);
  if (starts.end <= now.getTime()) return { slots: [] };
  // Busy time that can touch a slot starting from now on: the buffer either side, the lesson after the last start.
  const buffer = availability.bufferMinutes * minuteMs;
  const from = new Date(Math.max(starts.start, now.getTime()) - buffer);
  const to = new Date(starts.end + service.durationMinutes * minuteMs + buffer);
  let externalBusy: ExternalBusyStatus = 'not_connected';
  const busy = await loadBusyIntervals({
    teacherId: service.teacherId,
    from,
    to,
    now,
    external,
    calendar: availability.externalCalendar ?? null,
    caldavReadable: availability.caldavReadable,
    report: (status) => (externalBusy = status),
  });

  const { preferredStart, preferredEnd, preferredDays } = query;
  const slots = computeSlots({
    availability,
    busy,
    durationMinutes: service.durationMinutes,
    window,
    now,
    preferences: { preferredStart, preferredEnd, preferredDays },
  });
  return { slots, meta: { externalBusy } };
}
