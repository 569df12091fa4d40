import type { z } from 'zod';
import { Prisma } from '@/generated/prisma/client';
import { isDatabaseUnavailable } from './db/database-unavailable';
import {
  AppError,
  ConflictError,
  DatabaseUnavailableError,
  NotFoundError,
  ServiceUnavailableError,
  ValidationError,
  type ErrorDetail,
} from './errors';
import { isRecordMissing, isUniqueViolation } from './prisma-errors';
import type { Logger } from './log';

export type ErrorBody = { error: { code: string; message: string; details?: ErrorDetail[] } };

export const zodDetails = (error: z.ZodError): ErrorDetail[] =>
  error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(root)',
    message: issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys.join(', ')}` : issue.message,
  }));

const databaseRangeCodes = new Set(['P2000', 'P2007', 'P2020']);

/** Turns anything thrown into a typed error; unknown errors stay unknown (500). */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (isRecordMissing(error)) return new NotFoundError();
    if (isUniqueViolation(error)) return new ConflictError('A record with these values already exists');
    // A value our schemas let through but a column cannot hold (too long, out of range): the client's to fix.
    if (databaseRangeCodes.has(error.code)) return new ValidationError('A value is too long or out of range');
    // An interactive transaction closed by its timeout (a long lock wait): rolled back, worth a retry.
    // ... or rolled back as a deadlock victim more times than transaction() runs it again (P2034).
    if (error.code === 'P2028' || error.code === 'P2034') {
      return new ServiceUnavailableError('The database is busy, try again shortly', 5);
    }
  }
  // A lost or refused connection, whichever layer reports it: a transaction in progress was rolled back whole.
  if (isDatabaseUnavailable(error)) return new DatabaseUnavailableError();
  return null;
}

/**
 * The one place where errors become HTTP responses (ARCHITECTURE.md §5). `internalMessage` says the
 * 500's message in the request's language (lib/http/route.ts passes it; core knows no catalogue).
 */
export function errorResponse(
  error: unknown,
  log: Logger,
  requestId: string,
  internalMessage: (requestId: string) => string = (id) => `Something went wrong on our side (request ${id})`,
): Response {
  const known = toAppError(error);
  if (known) {
    // The underlying error too when it was mapped (a dropped database connection says which way it broke).
    if (known.status >= 500) log.warn({ code: known.code, ...(known === error ? {} : { err: error }) }, known.message);
    const body: ErrorBody = {
      error: { code: known.code, message: known.message, ...(known.details ? { details: known.details } : {}) },
    };
    return Response.json(body, { status: known.status, headers: known.headers });
  }
  log.error({ err: error }, 'unhandled error');
  const body: ErrorBody = {
    error: { code: 'INTERNAL', message: internalMessage(requestId) },
  };
  return Response.json(body, { status: 500 });
}
