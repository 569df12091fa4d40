/**
 * Zod schemas of reviews (issue 15): the Review JSON every reviews route answers, and the inputs of
 * the student and teacher review routes. Client-safe: zod, the generated enum constants and
 * lib/core/pagination only. Decision 0037: status on submit, what the stats count, anonymity.
 */
import { z } from 'zod';
import { ReviewSource, ReviewStatus } from '@/generated/prisma/enums';
import { ZPage, ZPagination } from '@/lib/core/pagination';

export const ZReviewStatus = z.enum(ReviewStatus);
export const ZReviewSource = z.enum(ReviewSource);
export type TReviewStatus = z.infer<typeof ZReviewStatus>;

/** Longest review text and teacher response (characters). */
export const maxReviewContentLength = 2000;
export const maxReviewResponseLength = 2000;

export const ZRating = z
  .int('Give a whole number of stars')
  .min(1, 'Give 1 to 5 stars')
  .max(5, 'Give 1 to 5 stars')
  .meta({ description: 'Stars, a whole number 1-5' });

/** Review text: trimmed; empty means none (null). */
export const ZReviewContent = z
  .string()
  .trim()
  .max(maxReviewContentLength, `At most ${maxReviewContentLength} characters`)
  .transform((text) => (text === '' ? null : text))
  .nullable();

export const ZReviewIdParams = z.object({ id: z.uuid() }).strict();
export const ZReviewSessionIdParams = z.object({ id: z.uuid() }).strict();

// ---- The Review JSON ----

/**
 * One review as every reviews route answers it. An anonymous review (`isAnonymous`) keeps rating
 * and content but has `reviewerName` and `reviewerAvatarUrl` null. `externalSource` is set on
 * imported reviews (source `imported`), e.g. "google".
 */
export const ZReview = z.object({
  id: z.uuid(),
  rating: z.int().min(1).max(5),
  content: z.string().nullable(),
  status: ZReviewStatus,
  isAnonymous: z.boolean(),
  reviewerName: z.string().nullable(),
  reviewerAvatarUrl: z.string().nullable(),
  teacherResponse: z.string().nullable(),
  respondedAt: z.iso.datetime().nullable(),
  source: ZReviewSource,
  externalSource: z.string().nullable(),
  sessionId: z.uuid().nullable(),
  serviceId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TReview = z.infer<typeof ZReview>;

/**
 * A review in a list (the teacher's and the student's): the Review plus the service's name, the
 * session's start and, for the teacher, the student (null when anonymous or imported).
 */
export const ZReviewListItem = ZReview.extend({
  service: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  sessionStartsAt: z.iso.datetime().nullable(),
  student: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type TReviewListItem = z.infer<typeof ZReviewListItem>;

export const ZReviewList = ZPage(ZReviewListItem);

/** Rating figures of approved reviews (decision 0037). */
export const ZReviewStats = z.object({
  count: z.int(),
  /** Mean rating to one decimal; null without reviews. */
  average: z.number().nullable(),
  /** Number of reviews per rating: keys "1" to "5". */
  distribution: z.object({ 1: z.int(), 2: z.int(), 3: z.int(), 4: z.int(), 5: z.int() }),
  /** Percent (0-100, whole) of the reviews with a teacher response; null without reviews. */
  responseRate: z.int().nullable(),
});
export type TReviewStats = z.infer<typeof ZReviewStats>;

// ---- Student inputs ----

/** POST /api/student/sessions/:id/review. */
export const ZSubmitReviewInput = z
  .object({
    rating: ZRating,
    content: ZReviewContent.optional(),
    anonymous: z.boolean().default(false),
  })
  .strict();
export type TSubmitReviewInput = z.input<typeof ZSubmitReviewInput>;
export type TSubmitReviewValues = z.output<typeof ZSubmitReviewInput>;

/** PATCH /api/student/reviews/:id: any of the fields, at least one. */
export const ZUpdateReviewInput = z
  .object({
    rating: ZRating.optional(),
    content: ZReviewContent.optional(),
    anonymous: z.boolean().optional(),
  })
  .strict()
  .refine((input) => Object.values(input).some((value) => value !== undefined), 'Change at least one field');
export type TUpdateReviewInput = z.output<typeof ZUpdateReviewInput>;

export const ZListStudentReviewsQuery = ZPagination.strict();

// ---- Teacher inputs ----

const ZBooleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

export const ZListTeacherReviewsQuery = ZPagination.extend({
  status: ZReviewStatus.optional(),
  rating: z.coerce.number().pipe(ZRating).optional(),
  answered: ZBooleanQuery.optional().meta({ description: 'true: with a teacher response; false: without' }),
  serviceId: z.uuid().optional(),
}).strict();
export type TListTeacherReviewsQuery = z.output<typeof ZListTeacherReviewsQuery>;

/** POST /api/teacher/reviews/:id/respond: sets (or replaces) the public response. */
export const ZRespondToReviewInput = z
  .object({
    response: z
      .string()
      .trim()
      .min(1, 'Write a response')
      .max(maxReviewResponseLength, `At most ${maxReviewResponseLength} characters`),
  })
  .strict();
export type TRespondToReviewInput = z.output<typeof ZRespondToReviewInput>;

/** A completed session of the student's that has no review of theirs yet (portal). */
export const ZSessionToReview = z.object({
  sessionId: z.uuid(),
  startsAt: z.iso.datetime(),
  timezone: z.string(),
  service: z.object({ id: z.uuid(), name: z.string() }),
});
export type TSessionToReview = z.infer<typeof ZSessionToReview>;
