/**
 * Each calendar occurrence as the session it would become, with its conflicts (pure): it must lie
 * within the teacher's working hours, overlap no session already booked, and overlap no earlier
 * occurrence of the same file. A cancelled occurrence is skipped. The first attendee whose e-mail is
 * one of the teacher's students becomes the session's student; none is not an error.
 */
import type { Interval } from '@/lib/availability/engine-types';
import type { TImportRowAction, TImportRowError } from '../schemas';
import type { IcsOccurrence } from './expand-ics';

export type SessionValues = {
  summary: string | null;
  start: string;
  end: string;
  timezone: string;
  attendees: string | null;
  studentId: string | null;
  studentName: string | null;
};

export type CheckedSessionRow = {
  line: number;
  values: SessionValues;
  action: TImportRowAction;
  errors: TImportRowError[];
};

type Context = {
  working: Interval[];
  busy: Interval[];
  students: Map<string, { id: string; name: string }>;
};

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

export function checkSessionRows(
  occurrences: IcsOccurrence[],
  { working, busy, students }: Context,
): CheckedSessionRow[] {
  const accepted: Interval[] = [];
  return occurrences.map((occurrence, index) => {
    const interval = { start: occurrence.startUtc.getTime(), end: occurrence.endUtc.getTime() };
    const student = occurrence.attendees.map((email) => students.get(email)).find(Boolean) ?? null;
    const values: SessionValues = {
      summary: occurrence.summary.slice(0, 200) || null,
      start: occurrence.startUtc.toISOString(),
      end: occurrence.endUtc.toISOString(),
      timezone: occurrence.timezone,
      attendees: occurrence.attendees.join(', ') || null,
      studentId: student?.id ?? null,
      studentName: student?.name ?? null,
    };
    const errors: TImportRowError[] = [];
    if (occurrence.cancelled) return { line: index + 1, values, action: 'skip', errors };
    if (interval.end <= interval.start) errors.push({ field: 'end', message: 'Ends before it starts' });
    else if (interval.end - interval.start > 24 * 3_600_000)
      errors.push({ field: 'end', message: 'Lasts more than a day' });
    if (!working.some((free) => free.start <= interval.start && interval.end <= free.end)) {
      errors.push({ field: 'availability', message: 'Outside your available hours' });
    }
    if (busy.some((taken) => overlaps(taken, interval))) {
      errors.push({ field: 'start', message: 'Overlaps a session already booked' });
    }
    if (accepted.some((taken) => overlaps(taken, interval))) {
      errors.push({ field: 'start', message: 'Overlaps another lesson in this file' });
    }
    if (!errors.length) accepted.push(interval);
    return { line: index + 1, values, action: errors.length ? 'skip' : 'create', errors };
  });
}
