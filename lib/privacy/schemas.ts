/**
 * Zod schemas of student privacy (issue 18): the data summary, the erasure request, and the inputs
 * of the teacher's erasure routes. Client-safe: zod, the generated enum constants and pagination.
 */
import { z } from 'zod';
import { ErasureStatus, UserRole } from '@/generated/prisma/enums';
import { ZPage, ZPagination } from '@/lib/core/pagination';

export const ZErasureStatus = z.enum(ErasureStatus);

/** The 14 categories of the student export (spec "Privacy and retention"), with payments and the practice log. */
export const exportCategories = [
  'student',
  'enrollments',
  'sessions',
  'sessionContent',
  'reviews',
  'reviewRequests',
  'legalAcceptances',
  'contactLog',
  'waitlistEntries',
  'lifecycleEvents',
  'notifications',
  'preferredHours',
  'driveFileCopies',
  'payments',
  'practiceLogs',
] as const;
export type TExportCategory = (typeof exportCategories)[number];

export const exportCategoryLabels: Record<TExportCategory, string> = {
  student: 'Your profile',
  enrollments: 'Enrollments',
  sessions: 'Sessions',
  sessionContent: 'Session notes and homework',
  reviews: 'Reviews',
  reviewRequests: 'Review requests',
  legalAcceptances: 'Legal acceptances',
  contactLog: 'Contact log',
  waitlistEntries: 'Waitlist entries',
  lifecycleEvents: 'Milestones and activity',
  notifications: 'Notifications',
  preferredHours: 'Preferred hours',
  driveFileCopies: 'Shared files',
  payments: 'Payments',
  practiceLogs: 'Practice log',
};

export const ZErasureCounts = z.record(z.string(), z.number().int()).meta({ description: 'Rows per category' });
export const ZErasureReport = z.object({ counts: ZErasureCounts, erasedAt: z.iso.datetime() });

export const ZErasureRequest = z.object({
  id: z.uuid(),
  studentId: z.uuid(),
  status: ZErasureStatus,
  requestedBy: z.enum(UserRole),
  dueAt: z.iso.datetime(),
  overdue: z.boolean().meta({ description: 'Still pending (or processing) past its due date' }),
  rejectionReason: z.string().nullable(),
  report: ZErasureReport.nullable(),
  completedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type TErasureRequest = z.infer<typeof ZErasureRequest>;

export const ZMyDataSummary = z.object({
  categories: z.array(z.object({ key: z.enum(exportCategories), label: z.string(), count: z.number().int() })),
  erasureRequest: ZErasureRequest.nullable().meta({ description: 'Your latest erasure request, if any' }),
});
export type TMyDataSummary = z.infer<typeof ZMyDataSummary>;

// ---- Teacher ----

export const ZErasureRequestListItem = ZErasureRequest.extend({
  studentName: z.string().meta({ description: '"Deleted student" once erased or deleted' }),
});
export type TErasureRequestListItem = z.infer<typeof ZErasureRequestListItem>;
export const ZErasureRequestList = ZPage(ZErasureRequestListItem);

export const ZListErasureRequestsQuery = ZPagination.extend({ status: ZErasureStatus.optional() }).strict();
export type TListErasureRequestsQuery = z.output<typeof ZListErasureRequestsQuery>;

export const ZEraseStudentInput = z.object({ studentId: z.uuid(), requestId: z.uuid().optional() }).strict();
export type TEraseStudentInput = z.output<typeof ZEraseStudentInput>;

/** POST /api/teacher/privacy/erase-family (issue 34): the family to erase, members and payer. */
export const ZEraseFamilyInput = z.object({ familyId: z.uuid() }).strict();
export type TEraseFamilyInput = z.output<typeof ZEraseFamilyInput>;

export const ZFamilyErasureReport = z.object({
  payer: ZErasureCounts.meta({
    description: 'The family record, sign-ins, e-mail copies and audit entries of the payer',
  }),
  members: z.array(z.object({ studentId: z.uuid(), report: ZErasureReport })),
  erasedAt: z.iso.datetime(),
});

export const maxRejectionReasonLength = 1000;
export const ZRejectErasureInput = z
  .object({
    reason: z
      .string()
      .trim()
      .min(1, 'Give a reason')
      .max(maxRejectionReasonLength, `At most ${maxRejectionReasonLength} characters`),
  })
  .strict();
export type TRejectErasureValues = z.input<typeof ZRejectErasureInput>;

export const ZErasureRequestIdParams = z.object({ id: z.uuid() }).strict();
