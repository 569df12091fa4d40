/**
 * Zod schemas of booking questions (issue 36 part 4, decision 0135). Client-safe: the teacher's
 * question editor and the public booking forms use them.
 */
import { z } from 'zod';
import { maxLongAnswerLength } from './booking-answer-limits';

/** At most this many questions per service (the issue). */
export const maxBookingQuestions = 10;
export const maxQuestionLabelLength = 200;
export const maxChoiceOptions = 10;
export const maxChoiceOptionLength = 100;
export { maxLongAnswerLength, maxShortAnswerLength } from './booking-answer-limits';

export const bookingQuestionKinds = ['short_text', 'long_text', 'single_choice', 'checkbox'] as const;
export const ZBookingQuestionKind = z.enum(bookingQuestionKinds);
export type TBookingQuestionKind = z.infer<typeof ZBookingQuestionKind>;

const ZLabel = z.string().trim().min(1, 'Write the question').max(maxQuestionLabelLength);
const ZOption = z.string().trim().min(1, 'An option cannot be empty').max(maxChoiceOptionLength);

/** One question as the teacher sends it: `id` keeps an existing question (and its answers' key); none makes a new one. */
export const ZBookingQuestionInput = z
  .object({
    id: z.uuid().optional(),
    label: ZLabel,
    kind: ZBookingQuestionKind,
    /** `single_choice` only: 2 to 10 distinct options. */
    options: z.array(ZOption).max(maxChoiceOptions).optional(),
    required: z.boolean(),
  })
  .strict()
  .superRefine((question, ctx) => {
    if (question.kind === 'single_choice') {
      const options = question.options ?? [];
      if (options.length < 2) {
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'A choice needs at least two options' });
      } else if (new Set(options.map((option) => option.toLowerCase())).size !== options.length) {
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'Each option must be different' });
      }
    } else if (question.options !== undefined && question.options.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Only a choice question has options' });
    }
  });
export type TBookingQuestionInput = z.infer<typeof ZBookingQuestionInput>;

/** Body of `PUT /api/teacher/services/:id/questions`: the whole list, in the order the booker sees it. */
export const ZPutBookingQuestionsInput = z
  .object({
    questions: z
      .array(ZBookingQuestionInput)
      .max(maxBookingQuestions, `At most ${maxBookingQuestions} questions`)
      .superRefine((questions, ctx) => {
        const seen = new Set<string>();
        for (const [index, question] of questions.entries()) {
          if (!question.id) continue;
          if (seen.has(question.id)) {
            ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'The list repeats a question id' });
          }
          seen.add(question.id);
        }
      }),
  })
  .strict();
export type TPutBookingQuestionsInput = z.infer<typeof ZPutBookingQuestionsInput>;

/** A stored question, as the teacher and the booker read it. */
export const ZBookingQuestion = z.object({
  id: z.uuid(),
  label: z.string(),
  kind: ZBookingQuestionKind,
  /** Present (2-10 options) on `single_choice` only. */
  options: z.array(z.string()).optional(),
  required: z.boolean(),
});
export type TBookingQuestion = z.infer<typeof ZBookingQuestion>;

export const ZBookingQuestionList = z.object({ data: z.array(ZBookingQuestion) });

/**
 * `answers` in the public booking bodies: `{ [questionId]: string | boolean }` (text and choices
 * are strings, a checkbox a boolean). Checked against the service's questions when booking.
 */
export const ZBookingAnswers = z
  .record(z.string().max(64), z.union([z.string().max(maxLongAnswerLength), z.boolean()]))
  .refine((answers) => Object.keys(answers).length <= maxBookingQuestions, {
    message: `At most ${maxBookingQuestions} answers`,
  })
  // The bound the refine enforces, said where the request-bounds sweep can read it.
  .meta({ maxProperties: maxBookingQuestions });
export type TBookingAnswers = z.infer<typeof ZBookingAnswers>;

/** An answer as stored with the session or enrollment: the question as it was asked, and the reply. */
export const ZStoredBookingAnswer = z.object({
  questionId: z.string(),
  label: z.string(),
  kind: ZBookingQuestionKind,
  answer: z.union([z.string(), z.boolean()]),
});
export type TStoredBookingAnswer = z.infer<typeof ZStoredBookingAnswer>;
