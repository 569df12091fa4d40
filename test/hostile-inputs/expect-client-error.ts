import { expect } from 'vitest';
import type { callRoute } from '@/test/http';

type Answer = Awaited<ReturnType<typeof callRoute>>;

/** Statuses a hostile input may get: anything but a server failure. Redirects are fine (sign-in flows). */
export const isServerError = (answer: Answer) => answer.status >= 500;

/** A 4xx must be in the documented error shape `{ error: { code, message, details? } }`. */
export function errorShapeProblem(answer: Answer): string | null {
  if (answer.status < 400 || answer.status >= 500) return null;
  const error = answer.json?.error;
  if (typeof error?.code !== 'string' || typeof error?.message !== 'string') return 'not the error shape';
  if (error.details !== undefined && !Array.isArray(error.details)) return 'details is not a list';
  return null;
}

/**
 * Runs every case, then fails once with all the ones that answered 5xx or broke the error shape,
 * so one run shows the whole sweep rather than the first failure.
 */
export async function expectNoServerErrors(cases: { label: string; call: () => Promise<Answer> }[]) {
  const failures: string[] = [];
  for (const { label, call } of cases) {
    const answer = await call();
    if (isServerError(answer)) failures.push(`${label} -> ${answer.status} ${answer.text.slice(0, 200)}`);
    const shape = errorShapeProblem(answer);
    if (shape) failures.push(`${label} -> ${answer.status} ${shape}: ${answer.text.slice(0, 200)}`);
  }
  expect(failures).toEqual([]);
}
