import { describe, expect, it } from 'vitest';
import type { TBookingQuestion } from '@/lib/catalogue/booking-questions-schemas';
import { checkAnswerValues, emptyAnswers } from './booking-answers-check';

const questions: TBookingQuestion[] = [
  { id: 'a', label: 'Level', kind: 'single_choice', options: ['A1', 'B2'], required: true },
  { id: 'b', label: 'Goals', kind: 'long_text', required: false },
  { id: 'c', label: 'Mic', kind: 'checkbox', required: true },
  { id: 'd', label: 'Name', kind: 'short_text', required: true },
];

describe('checkAnswerValues (the booking forms)', () => {
  it('starts empty and names each problem as the API would', () => {
    const empty = emptyAnswers(questions);
    expect(empty).toEqual({ a: '', b: '', c: false, d: '' });
    expect(checkAnswerValues(questions, empty)).toEqual({
      ok: false,
      problems: { a: 'choose', c: 'tick', d: 'required' },
    });
    expect(checkAnswerValues(questions, { ...empty, a: 'C1', c: true, d: 'x'.repeat(201) })).toEqual({
      ok: false,
      problems: { a: 'choose', d: 'tooLong' },
    });
  });

  it('answers the body: trimmed texts, empty optional ones left out', () => {
    expect(checkAnswerValues(questions, { a: 'B2', b: '  ', c: true, d: ' Vee ' })).toEqual({
      ok: true,
      answers: { a: 'B2', c: true, d: 'Vee' },
    });
  });
});
