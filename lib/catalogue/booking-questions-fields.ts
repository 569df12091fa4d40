import {
  ZBookingQuestion,
  ZStoredBookingAnswer,
  type TBookingQuestion,
  type TStoredBookingAnswer,
} from './booking-questions-schemas';

/**
 * The questions of a service from its `bookingQuestions` column. Every write goes through
 * ZPutBookingQuestionsInput; a value that does not read as a question (none should) is left out
 * rather than shown to a booker half-formed.
 */
export function readBookingQuestions(value: unknown): TBookingQuestion[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = ZBookingQuestion.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The answers stored with a session or an enrollment (NULL: the booking had no questions). */
export function readBookingAnswers(value: unknown): TStoredBookingAnswer[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = ZStoredBookingAnswer.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
