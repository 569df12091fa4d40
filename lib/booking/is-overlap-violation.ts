/**
 * The database's no-overlap exclusion constraint refused a session (Postgres 23P01). Prisma 7's driver
 * adapters surface it as a PrismaClientKnownRequestError (code P2039 at the time of writing) whose
 * `meta.driverAdapterError.cause` carries the Postgres code; we test that code, not Prisma's.
 */
export function isOverlapViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const meta = (error as { meta?: { driverAdapterError?: { cause?: { originalCode?: string; code?: string } } } }).meta;
  const cause = meta?.driverAdapterError?.cause;
  return cause?.originalCode === '23P01' || cause?.code === '23P01';
}
