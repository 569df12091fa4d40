/**
 * Typed errors thrown by domain code. `lib/core/http.ts` maps each to the response of
 * ARCHITECTURE.md §5 in one place; domain code never builds HTTP responses itself.
 */
export type ErrorDetail = { path: string; message: string };

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message = 'The request is not valid', details?: ErrorDetail[]) {
    super(400, 'VALIDATION_ERROR', message, details);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'Sign in to continue') {
    super(401, 'UNAUTHENTICATED', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this') {
    super(403, 'FORBIDDEN', message);
  }
}

/** Missing, soft-deleted and another tenant's records all look the same from outside. */
export class NotFoundError extends AppError {
  constructor(entity = 'Resource') {
    super(404, 'NOT_FOUND', `${entity} not found`);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code: 'CONFLICT' | 'INVALID_STATE' | 'SLOT_UNAVAILABLE' | 'SERVICE_FULL' = 'CONFLICT') {
    super(409, code, message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(limitBytes: number) {
    super(413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${limitBytes} bytes`);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message = 'Unsupported media type') {
    super(415, 'UNSUPPORTED_MEDIA_TYPE', message);
  }
}

/** A well-formed request that a business rule refuses (e.g. DISCOUNT_EXPIRED, POLICY_BLOCKED). */
export class BusinessRuleError extends AppError {
  constructor(code: string, message: string, details?: ErrorDetail[]) {
    super(422, code, message, details);
  }
}

export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'RATE_LIMITED', 'Too many requests, try again later', undefined, {
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message = 'A service we depend on is unavailable, try again shortly', retryAfterSeconds?: number) {
    const headers = retryAfterSeconds
      ? { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) }
      : undefined;
    super(503, 'SERVICE_UNAVAILABLE', message, undefined, headers);
  }
}

/** The database cannot be reached or dropped the connection: nothing of the request was kept (503). */
export class DatabaseUnavailableError extends ServiceUnavailableError {
  constructor() {
    super('The database is not answering, try again shortly', 5);
  }
}
