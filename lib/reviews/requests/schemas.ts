/** Schemas of review requests (issue 15 item 2, decision 0038). Client-safe. */
import { z } from 'zod';
import { ZPage, ZPagination } from '@/lib/core/pagination';

/** POST /api/teacher/reviews/requests/send. */
export const ZSendReviewRequestInput = z.object({ sessionId: z.uuid('Give the id of a session') }).strict();
export type TSendReviewRequestInput = z.infer<typeof ZSendReviewRequestInput>;

/** One e-mail asking a student to review a completed session; completedAt is set when they do. */
export const ZReviewRequest = z.object({
  id: z.uuid(),
  sessionId: z.uuid().nullable(),
  studentId: z.uuid(),
  sentAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type TReviewRequest = z.infer<typeof ZReviewRequest>;

export const ZReviewRequestListItem = ZReviewRequest.extend({
  student: z.object({ id: z.uuid(), name: z.string() }),
  service: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  sessionStartsAt: z.iso.datetime().nullable(),
});
export type TReviewRequestListItem = z.infer<typeof ZReviewRequestListItem>;

export const ZReviewRequestList = ZPage(ZReviewRequestListItem);
export const ZListReviewRequestsQuery = ZPagination.strict();
