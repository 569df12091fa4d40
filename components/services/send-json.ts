import type { ApiErrorBody, JsonAnswer } from '@/components/auth/post-json';

/** Calls one of our /api routes with an optional JSON body; network failures become a failed answer. */
export async function sendJson<T>(
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<JsonAnswer<T>> {
  try {
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
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

/** The API's message of a failed answer, or a fallback. */
export function failureMessage(answer: JsonAnswer<unknown>, fallback: string): string {
  return answer.ok ? fallback : (answer.error?.message ?? fallback);
}
