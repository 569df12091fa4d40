/** Zod schemas of the enrollments area (client-safe). */
import { z } from 'zod';
import { EnrollmentStatus, ServiceStructure } from '@/generated/prisma/enums';
import { ZPagination } from '@/lib/core/pagination';

export const ZEnrollmentStatus = z.enum(EnrollmentStatus);

export const ZEnrollmentIdParams = z.object({ id: z.uuid() }).strict();

/** `status` takes one value, several (`status=a&status=b`) or a comma list. */
const ZStatusFilter = z
  .union([z.string(), z.array(z.string())])
  .meta({
    description:
      'pending_payment, active, completed, cancelled, expired or suspended; several as status=a&status=b or status=a,b',
  })
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((part) => part.trim()))
  // A few more than there are statuses, so a repeat passes; a query of thousands does not.
  .pipe(z.array(ZEnrollmentStatus).min(1).max(10));

export const ZListEnrollmentsQuery = ZPagination.extend({
  /** The roster of one service; without it, every enrollment of the teacher. */
  serviceId: z.uuid().optional(),
  status: ZStatusFilter.optional(),
}).strict();
export type TListEnrollmentsQuery = z.infer<typeof ZListEnrollmentsQuery>;

export const ZEnrollmentStudent = z.object({
  id: z.uuid(),
  /** A deleted student shows as "Deleted student" without an e-mail. */
  name: z.string(),
  email: z.string().nullable(),
});

export const ZEnrollmentRow = z.object({
  id: z.uuid(),
  serviceId: z.uuid(),
  student: ZEnrollmentStudent,
  status: ZEnrollmentStatus,
  sessionsTotal: z.number().int(),
  sessionsCompleted: z.number().int(),
  sessionsScheduled: z.number().int(),
  sessionsForfeited: z.number().int(),
  /** total - completed - scheduled - forfeited. */
  remaining: z.number().int(),
  pricePaid: z.number().int(),
  currency: z.string().length(3),
  validUntil: z.iso.datetime().nullable(),
  enrolledAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  /** enrolledAt, or createdAt while the enrollment waits for payment. */
  startedAt: z.iso.datetime(),
});
export type TEnrollmentRow = z.infer<typeof ZEnrollmentRow>;

export const ZEnrollmentDetail = ZEnrollmentRow.extend({
  service: z.object({ id: z.uuid(), name: z.string(), slug: z.string(), structure: z.enum(ServiceStructure) }),
  pspFee: z.number().int(),
  discountCodeId: z.uuid().nullable(),
  discountAmount: z.number().int(),
  cancelledAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
});
export type TEnrollmentDetail = z.infer<typeof ZEnrollmentDetail>;
