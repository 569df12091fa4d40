import type { Prisma } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import type { DbClient } from './support';

type EnrollmentInput = {
  teacherId: string;
  serviceId: string;
  studentId: string;
} & Partial<Prisma.EnrollmentUncheckedCreateInput>;

const day = 24 * 60 * 60 * 1000;

/** An active, paid enrollment with 10 unused credits unless overridden. */
export function createEnrollment(
  { teacherId, serviceId, studentId, ...overrides }: EnrollmentInput,
  client: DbClient = db,
) {
  return client.enrollment.create({
    data: {
      teacherId,
      serviceId,
      studentId,
      status: 'active',
      sessionsTotal: 10,
      pricePaid: 30_000,
      currency: 'EUR',
      pspFee: 475,
      enrolledAt: new Date(),
      validUntil: new Date(Date.now() + 180 * day),
      ...overrides,
    },
  });
}
