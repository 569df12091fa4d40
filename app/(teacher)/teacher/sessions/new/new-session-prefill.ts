import { z } from 'zod';

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The form's prefill from links (`?studentId=` from a student's profile, `?date=YYYY-MM-DD` from a
 * calendar day). Anything else, or a student who is not among the teacher's, is ignored: a stale
 * link still opens an empty form rather than an error.
 */
export function parseNewSessionPrefill(params: SearchParams, studentIds: ReadonlySet<string>) {
  const studentId = first(params.studentId);
  const date = first(params.date);
  return {
    studentId: studentId && studentIds.has(studentId) ? studentId : undefined,
    date: date && z.iso.date().safeParse(date).success ? date : undefined,
  };
}
