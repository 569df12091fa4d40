import { Prisma } from '@/generated/prisma/client';

/**
 * Prisma's codes for "no usable connection": server unreachable (P1001), connect timeout (P1002),
 * database missing (P1003, e.g. renamed during maintenance), operation timeout (P1008), connection
 * closed (P1017), pool timeout (P2024), too many connections (P2037).
 */
const unavailableCodes = new Set(['P1001', 'P1002', 'P1003', 'P1008', 'P1017', 'P2024', 'P2037']);

/** What @prisma/adapter-pg calls a connection that could not be made or was lost. */
const unavailableKinds = new Set([
  'DatabaseNotReachable',
  'DatabaseDoesNotExist',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
  'TlsConnectionError',
]);

/**
 * PostgreSQL's own words: connection exceptions (class 08), shutdown or recovery in progress
 * (57P01-57P03), too many connections (53300). Any FATAL ends the connection, e.g. 55000 "database
 * is not currently accepting connections" (ALLOW_CONNECTIONS false).
 */
const unavailableSqlStates = /^(08...|57P0[1-3]|53300)$/;

/** pg and pg-pool throw plain Errors for a lost or never-made connection; the adapter passes them on. */
const driverMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end on the pool',
  'Client was closed and is not queryable',
];

type AdapterCause = { kind?: string; code?: string; originalCode?: string; severity?: string };

function adapterCause(error: unknown): AdapterCause | undefined {
  const meta = error instanceof Prisma.PrismaClientKnownRequestError ? error.meta : undefined;
  const adapterError: unknown = meta?.driverAdapterError ?? (isDriverAdapterError(error) ? error : undefined);
  const cause: unknown = adapterError && typeof adapterError === 'object' ? Reflect.get(adapterError, 'cause') : null;
  return cause && typeof cause === 'object' ? (cause as AdapterCause) : undefined;
}

const isDriverAdapterError = (error: unknown) => error instanceof Error && error.name === 'DriverAdapterError';

function causeIsUnavailable(cause: AdapterCause): boolean {
  if (cause.kind && unavailableKinds.has(cause.kind)) return true;
  if (cause.kind !== 'postgres') return false;
  const state = cause.originalCode ?? cause.code ?? '';
  return unavailableSqlStates.test(state) || cause.severity === 'FATAL' || cause.severity === 'PANIC';
}

/**
 * True when `error` means the database cannot be reached or dropped the connection, rather than
 * refusing this request: such a request is answered 503 SERVICE_UNAVAILABLE (lib/core/error-response.ts)
 * and may be retried. A transaction that fails this way was rolled back by PostgreSQL as a whole.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = Reflect.get(current, 'cause'), depth += 1) {
    if (typeof current !== 'object') return false;
    if (current instanceof Prisma.PrismaClientInitializationError) return true;
    if (current instanceof Prisma.PrismaClientKnownRequestError && unavailableCodes.has(current.code)) return true;
    const cause = adapterCause(current);
    if (cause && causeIsUnavailable(cause)) return true;
    const message = current instanceof Error ? current.message : '';
    if (driverMessages.some((start) => message.startsWith(start))) return true;
  }
  return false;
}
