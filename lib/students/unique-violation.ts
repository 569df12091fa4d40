import { Prisma } from '@/generated/prisma/client';

/** A unique index refused the write (P2002): (teacherId, email) of students, (teacherId, name) of tags. */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
