import { describe, expect, it } from 'vitest';
import { ZBookingAnswers, ZPutBookingQuestionsInput } from './booking-questions-schemas';

const question = (overrides: Record<string, unknown> = {}) => ({
  label: 'Why?',
  kind: 'short_text',
  required: false,
  ...overrides,
});
const paths = (value: unknown) => {
  const parsed = ZPutBookingQuestionsInput.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
};

describe('ZPutBookingQuestionsInput', () => {
  it('takes up to 10 questions of the four kinds, and an empty list', () => {
    expect(paths({ questions: [] })).toEqual([]);
    expect(
      paths({
        questions: [
          question(),
          question({ kind: 'long_text' }),
          question({ kind: 'single_choice', options: ['A', 'B'] }),
          question({ kind: 'checkbox', required: true }),
        ],
      }),
    ).toEqual([]);
    expect(paths({ questions: Array.from({ length: 10 }, () => question()) })).toEqual([]);
    expect(paths({ questions: Array.from({ length: 11 }, () => question()) })).toEqual(['questions']);
  });

  it('refuses an empty or long label, an unknown kind, a stray field and a repeated id', () => {
    expect(paths({ questions: [question({ label: '  ' })] })).toEqual(['questions.0.label']);
    expect(paths({ questions: [question({ label: 'x'.repeat(201) })] })).toEqual(['questions.0.label']);
    expect(paths({ questions: [question({ kind: 'date' })] })).toEqual(['questions.0.kind']);
    expect(paths({ questions: [question({ placeholder: 'x' })] })).toEqual(['questions.0']);
    const id = crypto.randomUUID();
    expect(paths({ questions: [question({ id }), question({ id })] })).toEqual(['questions.1.id']);
  });

  it('asks a choice for 2-10 distinct options, and no other kind for any', () => {
    expect(paths({ questions: [question({ kind: 'single_choice' })] })).toEqual(['questions.0.options']);
    expect(paths({ questions: [question({ kind: 'single_choice', options: ['A'] })] })).toEqual([
      'questions.0.options',
    ]);
    expect(paths({ questions: [question({ kind: 'single_choice', options: ['A', 'a'] })] })).toEqual([
      'questions.0.options',
    ]);
    const eleven = Array.from({ length: 11 }, (_, index) => `O${index}`);
    expect(paths({ questions: [question({ kind: 'single_choice', options: eleven })] })).toEqual([
      'questions.0.options',
    ]);
    expect(paths({ questions: [question({ options: ['A', 'B'] })] })).toEqual(['questions.0.options']);
  });
});

describe('ZBookingAnswers', () => {
  it('takes strings and booleans, at most 10, and refuses other values', () => {
    expect(ZBookingAnswers.safeParse({ a: 'x', b: true }).success).toBe(true);
    expect(ZBookingAnswers.safeParse({ a: 1 }).success).toBe(false);
    expect(ZBookingAnswers.safeParse({ a: 'x'.repeat(2001) }).success).toBe(false);
    const eleven = Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`q${index}`, 'x']));
    expect(ZBookingAnswers.safeParse(eleven).success).toBe(false);
  });
});
