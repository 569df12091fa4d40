/**
 * Zod schemas of scheduled messages (issue 16 item 5, decision 0044): the create body shared by the
 * route and the Messages page form, the list query, and the message JSON. Client-safe.
 */
import { z } from 'zod';
import { ScheduledMessageAudience, ScheduledMessageStatus } from '@/generated/prisma/enums';
import { ZPage, ZPagination } from '@/lib/core/pagination';
import { ZIsoInstant } from '@/lib/core/time-schemas';

export const ZScheduledMessageStatus = z.enum(ScheduledMessageStatus);
export const ZScheduledMessageAudience = z.enum(ScheduledMessageAudience);
export type TScheduledMessageStatus = z.infer<typeof ZScheduledMessageStatus>;
export type TScheduledMessageAudience = z.infer<typeof ZScheduledMessageAudience>;

export const maxSubjectLength = 200;
export const maxBodyLength = 5000;

/** `2026-12-01T09:30`: a reading of the teacher's clock, converted with the teacher's zone. */
export const localDateTimePattern = /^\d{4}-\d{2}-\d{2}T(?:[01]\d|2[0-3]):[0-5]\d$/;

export const sendAtFormatMessage = 'Choose a date and a time';

/** The send time: a local date-time on the teacher's clock, or an instant with an offset (`Z`, `+01:00`). */
export const ZSendAt = z
  .string()
  .trim()
  .max(40, sendAtFormatMessage)
  .refine((value) => localDateTimePattern.test(value) || ZIsoInstant.safeParse(value).success, sendAtFormatMessage)
  .meta({
    description:
      "When to send: `YYYY-MM-DDTHH:mm` on the teacher's clock (their profile zone), or an ISO 8601 instant " +
      'with an offset. At least a minute ahead, at most a year',
    example: '2026-12-01T09:30',
  });

const audienceIds = (
  value: { audience: TScheduledMessageAudience; studentId?: string; tagId?: string },
  ctx: z.RefinementCtx,
) => {
  if (value.audience === 'student' && !value.studentId)
    ctx.addIssue({ code: 'custom', path: ['studentId'], message: 'Choose a student' });
  if (value.audience === 'tag' && !value.tagId)
    ctx.addIssue({ code: 'custom', path: ['tagId'], message: 'Choose a tag' });
  if (value.audience !== 'student' && value.studentId)
    ctx.addIssue({ code: 'custom', path: ['studentId'], message: 'studentId is only for the audience student' });
  if (value.audience !== 'tag' && value.tagId)
    ctx.addIssue({ code: 'custom', path: ['tagId'], message: 'tagId is only for the audience tag' });
};

/**
 * POST /api/teacher/scheduled-messages. `studentId` is required for (and only allowed with) the
 * audience `student`, `tagId` likewise for `tag`; `all_active` takes neither.
 */
export const ZCreateScheduledMessageInput = z
  .object({
    audience: ZScheduledMessageAudience,
    studentId: z.uuid('Choose a student').optional(),
    tagId: z.uuid('Choose a tag').optional(),
    subject: z
      .string()
      .trim()
      .min(1, 'Give the message a subject')
      .max(maxSubjectLength, `At most ${maxSubjectLength} characters`),
    body: z.string().trim().min(1, 'Write the message').max(maxBodyLength, `At most ${maxBodyLength} characters`),
    sendAt: ZSendAt,
  })
  .strict()
  .superRefine(audienceIds);
export type TCreateScheduledMessageInput = z.infer<typeof ZCreateScheduledMessageInput>;

export const ZListScheduledMessagesQuery = ZPagination.extend({
  status: ZScheduledMessageStatus.optional().meta({
    description: 'Only messages in this state. Pending ones come soonest first, the others latest first',
  }),
}).strict();
export type TListScheduledMessagesQuery = z.infer<typeof ZListScheduledMessagesQuery>;

export const ZScheduledMessageIdParams = z.object({ id: z.uuid() }).strict();

/** One scheduled message as the routes answer it. */
export const ZScheduledMessage = z.object({
  id: z.uuid(),
  audience: ZScheduledMessageAudience,
  studentId: z.uuid().nullable(),
  tagId: z.uuid().nullable(),
  /** The student's name, the tag's name, or "All active students" (a deleted one is named as such). */
  audienceLabel: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  sendAt: z.iso.datetime(),
  /** The zone the teacher wrote the send time in. */
  timezone: z.string(),
  status: ZScheduledMessageStatus,
  sentAt: z.iso.datetime().nullable(),
  /** Students it was sent to; null until it is sent. */
  recipientCount: z.int().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  /** Why a failed message was not sent. */
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TScheduledMessage = z.infer<typeof ZScheduledMessage>;

/** The create answer: the message plus how many students it would reach if it were sent now. */
export const ZCreatedScheduledMessage = ZScheduledMessage.extend({ recipientPreview: z.int() });
export type TCreatedScheduledMessage = z.infer<typeof ZCreatedScheduledMessage>;

export const ZScheduledMessageList = ZPage(ZScheduledMessage);
