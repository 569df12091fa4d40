import { describe, expect, it } from 'vitest';
import { Prisma } from '@/generated/prisma/client';
import { toAppError } from '@/lib/core/error-response';
import { isDatabaseUnavailable } from './database-unavailable';

const known = (code: string, cause?: object) =>
  new Prisma.PrismaClientKnownRequestError('failed', {
    code,
    clientVersion: 'test',
    meta: cause ? { driverAdapterError: { name: 'DriverAdapterError', cause } } : undefined,
  });

// The shapes below are what Prisma 7 with @prisma/adapter-pg threw against a real PostgreSQL
// (route.outage.test.ts and scripts/reliability/database-outage.ts produce them for real).
describe('isDatabaseUnavailable', () => {
  it.each([
    ['a terminated backend (57P01)', known('P2010', { kind: 'postgres', originalCode: '57P01', severity: 'FATAL' })],
    [
      'a database refusing connections (55000, FATAL)',
      known('P2039', { kind: 'postgres', originalCode: '55000', severity: 'FATAL' }),
    ],
    ['an unreachable server', known('P2010', { kind: 'DatabaseNotReachable', host: '127.0.0.1', port: 5499 })],
    ['a renamed database', known('P1003', { kind: 'DatabaseDoesNotExist', db: 'lektio' })],
    ['a pool timeout reported by Prisma', known('P2024')],
    ['a closed connection reported by Prisma', known('P1017')],
    ['pg-pool waiting too long for a connection', new Error('timeout exceeded when trying to connect')],
    ['pg losing its socket', new Error('Connection terminated unexpectedly')],
    ['a lost connection as the cause', new Error('query failed', { cause: new Error('Connection terminated') })],
  ])('%s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(toAppError(error)).toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      headers: { 'Retry-After': '5' },
    });
  });

  it.each([
    ['a unique violation', known('P2002')],
    [
      'a statement error on a live connection',
      known('P2010', { kind: 'postgres', originalCode: '42601', severity: 'ERROR' }),
    ],
    ['a lock timeout (55P03 ERROR)', known('P2010', { kind: 'postgres', originalCode: '55P03', severity: 'ERROR' })],
    ['an ordinary bug', new TypeError('x is undefined')],
    ['not an error', 'Connection terminated'],
  ])('not %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('toAppError for a transaction closed by its timeout (P2028) or a deadlock victim (P2034)', () => {
  it.each(['P2028', 'P2034'])('%s answers 503 with Retry-After, the request may be retried', (code) => {
    expect(toAppError(known(code))).toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      headers: { 'Retry-After': '5' },
    });
  });
});
