import { Prisma } from '@/generated/prisma/client';

const hasCode = (error: unknown, code: string) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === code;

/** A unique index refused the write (P2002): a slug, an e-mail, a tag name, a seat taken twice... */
export const isUniqueViolation = (error: unknown): boolean => hasCode(error, 'P2002');

/** The row an update or delete addressed is not there (P2025), e.g. deleted meanwhile. */
export const isRecordMissing = (error: unknown): boolean => hasCode(error, 'P2025');

/** A foreign key refused the write (P2003): the row it points at is gone. */
export const isForeignKeyViolation = (error: unknown): boolean => hasCode(error, 'P2003');

/**
 * PostgreSQL chose this transaction as the victim of a deadlock (40P01) or a serialization conflict
 * (40001); Prisma reports both as P2034. Nothing of it was kept, and running it again is safe.
 */
export const isWriteConflict = (error: unknown): boolean => hasCode(error, 'P2034');
