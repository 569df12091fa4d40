import { ValidationError, type ErrorDetail } from '@/lib/core/errors';
import {
  maxLongAnswerLength,
  maxShortAnswerLength,
  type TBookingAnswers,
  type TBookingQuestion,
  type TStoredBookingAnswer,
} from './booking-questions-schemas';

/**
 * Checks a booker's `answers` against the service's questions and returns them as they are stored
 * (in the questions' order, each with its label as asked). Refused with 400 VALIDATION_ERROR, each
 * detail naming `answers.<questionId>`: an id the service does not ask, a required question left
 * empty (a required checkbox must be ticked), a text where a checkbox is asked or the reverse, a
 * choice not among the options, a text over its cap (200 characters short, 2,000 long). Texts are
 * trimmed; an empty optional answer is not stored.
 */
export function checkBookingAnswers(
  questions: readonly TBookingQuestion[],
  answers: TBookingAnswers | undefined,
): TStoredBookingAnswer[] {
  const given = answers ?? {};
  const details: ErrorDetail[] = [];
  const byId = new Map(questions.map((question) => [question.id, question]));
  for (const id of Object.keys(given)) {
    if (!byId.has(id)) details.push({ path: `answers.${id}`, message: 'This service does not ask that question' });
  }
  const stored: TStoredBookingAnswer[] = [];
  for (const question of questions) {
    const path = `answers.${question.id}`;
    const raw = Object.hasOwn(given, question.id) ? given[question.id] : undefined;
    if (question.kind === 'checkbox') {
      if (raw !== undefined && typeof raw !== 'boolean') {
        details.push({ path, message: 'Tick the box or leave it' });
        continue;
      }
      if (question.required && raw !== true) {
        details.push({ path, message: 'Tick this box to continue' });
        continue;
      }
      if (raw !== undefined)
        stored.push({ questionId: question.id, label: question.label, kind: question.kind, answer: raw });
      continue;
    }
    if (raw !== undefined && typeof raw !== 'string') {
      details.push({ path, message: 'Answer with text' });
      continue;
    }
    const text = (raw ?? '').trim();
    if (!text) {
      if (question.required) details.push({ path, message: 'Answer this question' });
      continue;
    }
    if (question.kind === 'single_choice' && !(question.options ?? []).includes(text)) {
      details.push({ path, message: 'Choose one of the options' });
      continue;
    }
    const cap = question.kind === 'long_text' ? maxLongAnswerLength : maxShortAnswerLength;
    if (text.length > cap) {
      details.push({ path, message: `At most ${cap} characters` });
      continue;
    }
    stored.push({ questionId: question.id, label: question.label, kind: question.kind, answer: text });
  }
  if (details.length) throw new ValidationError('The request is not valid', details);
  return stored;
}
