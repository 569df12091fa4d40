import { deletedStudentName } from '@/lib/students/student-display';
import type { Prisma } from '@/lib/core/db';
import { remainingCredits } from '@/lib/enrollment-facts/remaining-credits';
import type { TEnrollmentDetail, TEnrollmentRow } from './schemas';

export const enrollmentRowSelect = {
  id: true,
  serviceId: true,
  status: true,
  sessionsTotal: true,
  sessionsCompleted: true,
  sessionsScheduled: true,
  sessionsForfeited: true,
  pricePaid: true,
  currency: true,
  validUntil: true,
  enrolledAt: true,
  createdAt: true,
  student: { select: { id: true, name: true, email: true, deletedAt: true } },
} as const satisfies Prisma.EnrollmentSelect;

export const enrollmentDetailSelect = {
  ...enrollmentRowSelect,
  pspFee: true,
  discountCodeId: true,
  discountAmount: true,
  cancelledAt: true,
  updatedAt: true,
  service: { select: { id: true, name: true, slug: true, structure: true } },
} as const satisfies Prisma.EnrollmentSelect;

type RowData = Prisma.EnrollmentGetPayload<{ select: typeof enrollmentRowSelect }>;
type DetailData = Prisma.EnrollmentGetPayload<{ select: typeof enrollmentDetailSelect }>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toEnrollmentRow({
  student,
  validUntil,
  enrolledAt,
  createdAt,
  ...enrollment
}: RowData): TEnrollmentRow {
  return {
    ...enrollment,
    student: student.deletedAt
      ? { id: student.id, name: deletedStudentName, email: null }
      : { id: student.id, name: student.name, email: student.email },
    remaining: remainingCredits(enrollment),
    validUntil: iso(validUntil),
    enrolledAt: iso(enrolledAt),
    createdAt: createdAt.toISOString(),
    startedAt: (enrolledAt ?? createdAt).toISOString(),
  };
}

export function toEnrollmentDetail({
  pspFee,
  discountCodeId,
  discountAmount,
  cancelledAt,
  updatedAt,
  service,
  ...row
}: DetailData): TEnrollmentDetail {
  return {
    ...toEnrollmentRow(row),
    service,
    pspFee,
    discountCodeId,
    discountAmount,
    cancelledAt: iso(cancelledAt),
    updatedAt: updatedAt.toISOString(),
  };
}
