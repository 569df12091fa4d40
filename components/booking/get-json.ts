import type { ApiErrorBody, JsonAnswer } from '@/components/auth/post-json';

/** GETs one of our /api routes; network failures and aborts become a failed answer (status 0). */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<JsonAnswer<T>> {
  try {
    const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' }, signal });
    const payload: unknown = await response.json().catch(() => ({}));
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
