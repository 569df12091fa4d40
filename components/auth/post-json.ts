/** The API's error body (ARCHITECTURE.md §5). */
export type ApiErrorBody = {
  error?: { code?: string; message?: string; details?: { path: string; message: string }[] };
};

export type JsonAnswer<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: ApiErrorBody['error']; retryAfterSeconds?: number };

/** POSTs JSON to one of our API routes and reads the answer; network failures reject. */
export async function postJson<T>(url: string, body: unknown): Promise<JsonAnswer<T>> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const payload: unknown = await response.json().catch(() => ({}));
  if (response.ok) return { ok: true, status: response.status, data: payload as T };
  const retryAfter = Number(response.headers.get('retry-after'));
  return {
    ok: false,
    status: response.status,
    error: (payload as ApiErrorBody).error,
    ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
  };
}

/** "Try again in 42 minutes" from a Retry-After in seconds. */
export function waitMessage(seconds: number | undefined): string {
  if (!seconds) return 'Try again in a little while.';
  if (seconds < 90) return `Try again in ${Math.ceil(seconds)} seconds.`;
  return `Try again in ${Math.ceil(seconds / 60)} minutes.`;
}
