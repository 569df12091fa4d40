/** The server answered with a status the caller must judge (401 wrong password, 404 gone, 412 changed). */
export class CaldavAnswerError extends Error {
  constructor(
    readonly status: number,
    what: string,
  ) {
    super(`CalDAV ${what} answered ${status}`);
  }
}

/** 5xx, 429, or no answer at all (timeout, refused connection, unknown host). */
export function isCaldavInfrastructureFailure(error: unknown): boolean {
  if (error instanceof CaldavAnswerError) return error.status >= 500 || error.status === 429;
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const { name, code, cause } = current as { name?: unknown; code?: unknown; cause?: unknown };
    if (name === 'AbortError' || name === 'TimeoutError') return true;
    if (typeof code === 'string' && /^(ETIMEDOUT|ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|UND_ERR)/.test(code)) {
      return true;
    }
    // undici's "fetch failed" TypeError carries the socket error as its cause.
    if (name === 'TypeError' && cause) {
      current = cause;
      continue;
    }
    current = cause;
  }
  return false;
}

/** A response that is not 2xx becomes a CaldavAnswerError (tsdav hands the raw Response back). */
export function ensureOk(response: Response, what: string): Response {
  if (!response.ok) throw new CaldavAnswerError(response.status, what);
  return response;
}
