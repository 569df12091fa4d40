import type { ApiErrorBody, JsonAnswer } from '@/components/auth/post-json';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Calls one of our /api routes; network failures and aborts become a failed answer (status 0). */
async function requestJson<T>(
  method: Method,
  url: string,
  { body, signal }: { body?: unknown; signal?: AbortSignal } = {},
): Promise<JsonAnswer<T>> {
  try {
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    const payload: unknown = response.status === 204 ? null : await response.json().catch(() => ({}));
    if (response.ok) return { ok: true, status: response.status, data: payload as T };
    return { ok: false, status: response.status, error: (payload as ApiErrorBody).error };
  } catch {
    return {
      ok: false,
      status: 0,
      error: { message: 'Lektio could not be reached. Check your connection and try again.' },
    };
  }
}

/** Sends a change to one of our /api routes with an optional JSON body. */
export const sendJson = <T>(method: Exclude<Method, 'GET'>, url: string, body?: unknown) =>
  requestJson<T>(method, url, { body });

/** Reads one of our /api routes; an aborted read is a failed answer like a network failure. */
export const getJson = <T>(url: string, signal?: AbortSignal) => requestJson<T>('GET', url, { signal });

/** The API's message of a failed answer, or a fallback. */
export function failureMessage(answer: JsonAnswer<unknown>, fallback: string): string {
  return answer.ok ? fallback : (answer.error?.message ?? fallback);
}
