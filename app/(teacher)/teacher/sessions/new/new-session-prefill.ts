import { z } from 'zod';

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** `HH:mm` on a 24-hour clock, as the calendar's free times link it. */
const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The form's prefill from links (`?studentId=` from a student's profile, `?date=YYYY-MM-DD` and
 * `?time=HH:mm` from a free time of the calendar, in the teacher's zone). Anything else, or a student
 * who is not among the teacher's, is ignored: a stale link still opens an empty form rather than an error.
 */
export function parseNewSessionPrefill(params: SearchParams, studentIds: ReadonlySet<string>) {
  const studentId = first(params.studentId);
  const date = first(params.date);
  const time = first(params.time);
  return {
    studentId: studentId && studentIds.has(studentId) ? studentId : undefined,
    date: date && z.iso.date().safeParse(date).success ? date : undefined,
    time: time && clockTime.test(time) ? time : undefined,
  };
}
