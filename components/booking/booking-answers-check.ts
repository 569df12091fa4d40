import { maxLongAnswerLength, maxShortAnswerLength } from '@/lib/catalogue/booking-answer-limits';
import type { TBookingAnswers, TBookingQuestion } from '@/lib/catalogue/booking-questions-schemas';

/** What a booker typed or ticked, by question id (a choice not made yet is ''). */
export type AnswerValues = Record<string, string | boolean>;

/** The reasons a field is refused in the browser; the form says them in the page's language. */
export type AnswerProblem = 'required' | 'tick' | 'tooLong' | 'choose';

export const emptyAnswers = (questions: readonly TBookingQuestion[]): AnswerValues =>
  Object.fromEntries(questions.map((question) => [question.id, question.kind === 'checkbox' ? false : '']));

/**
 * The same rules as the API (lib/catalogue/check-booking-answers.ts), for inline messages before
 * sending: the body's `answers` (empty optional texts left out), or the problems by question id.
 */
export function checkAnswerValues(
  questions: readonly TBookingQuestion[],
  values: AnswerValues,
): { ok: true; answers: TBookingAnswers } | { ok: false; problems: Record<string, AnswerProblem> } {
  const answers: TBookingAnswers = {};
  const problems: Record<string, AnswerProblem> = {};
  for (const question of questions) {
    const value = values[question.id];
    if (question.kind === 'checkbox') {
      const ticked = value === true;
      if (question.required && !ticked) problems[question.id] = 'tick';
      else answers[question.id] = ticked;
      continue;
    }
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) {
      if (question.required) problems[question.id] = question.kind === 'single_choice' ? 'choose' : 'required';
      continue;
    }
    if (question.kind === 'single_choice' && !(question.options ?? []).includes(text)) {
      problems[question.id] = 'choose';
      continue;
    }
    const cap = question.kind === 'long_text' ? maxLongAnswerLength : maxShortAnswerLength;
    if (text.length > cap) {
      problems[question.id] = 'tooLong';
      continue;
    }
    answers[question.id] = text;
  }
  return Object.keys(problems).length ? { ok: false, problems } : { ok: true, answers };
}
