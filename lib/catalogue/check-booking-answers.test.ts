import { describe, expect, it } from 'vitest';
import { ValidationError } from '@/lib/core/errors';
import type { TBookingQuestion } from './booking-questions-schemas';
import { checkBookingAnswers } from './check-booking-answers';

const level: TBookingQuestion = {
  id: '11111111-1111-4111-8111-111111111111',
  label: 'Your level?',
  kind: 'single_choice',
  options: ['Beginner', 'Advanced'],
  required: true,
};
const goals: TBookingQuestion = {
  id: '22222222-2222-4222-8222-222222222222',
  label: 'Goals',
  kind: 'long_text',
  required: false,
};
const name: TBookingQuestion = {
  id: '33333333-3333-4333-8333-333333333333',
  label: 'Nickname',
  kind: 'short_text',
  required: true,
};
const agree: TBookingQuestion = {
  id: '44444444-4444-4444-8444-444444444444',
  label: 'I have a mic',
  kind: 'checkbox',
  required: true,
};
const questions = [level, goals, name, agree];

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).details;
  }
  throw new Error('not refused');
}

describe('checkBookingAnswers', () => {
  it('answers nothing when the service asks nothing, and refuses any answer then', () => {
    expect(checkBookingAnswers([], undefined)).toEqual([]);
    expect(refusal(() => checkBookingAnswers([], { x: 'y' }))).toEqual([
      { path: 'answers.x', message: 'This service does not ask that question' },
    ]);
  });

  it('stores the answers in the questions order, trimmed, with each label as asked; empty optional ones are left out', () => {
    const stored = checkBookingAnswers(questions, {
      [agree.id]: true,
      [name.id]: '  Vee ',
      [level.id]: 'Advanced',
      [goals.id]: '   ',
    });
    expect(stored).toEqual([
      { questionId: level.id, label: 'Your level?', kind: 'single_choice', answer: 'Advanced' },
      { questionId: name.id, label: 'Nickname', kind: 'short_text', answer: 'Vee' },
      { questionId: agree.id, label: 'I have a mic', kind: 'checkbox', answer: true },
    ]);
  });

  it('names every refused answer: missing required, unticked required box, unknown id, wrong type, choice not offered, too long', () => {
    expect(refusal(() => checkBookingAnswers(questions, {}))).toEqual([
      { path: `answers.${level.id}`, message: 'Answer this question' },
      { path: `answers.${name.id}`, message: 'Answer this question' },
      { path: `answers.${agree.id}`, message: 'Tick this box to continue' },
    ]);
    const details = refusal(() =>
      checkBookingAnswers(questions, {
        [level.id]: 'Expert',
        [goals.id]: 'x'.repeat(2001),
        [name.id]: true,
        [agree.id]: 'yes',
        nope: 'x',
      }),
    );
    expect(details).toEqual([
      { path: 'answers.nope', message: 'This service does not ask that question' },
      { path: `answers.${level.id}`, message: 'Choose one of the options' },
      { path: `answers.${goals.id}`, message: 'At most 2000 characters' },
      { path: `answers.${name.id}`, message: 'Answer with text' },
      { path: `answers.${agree.id}`, message: 'Tick the box or leave it' },
    ]);
    expect(refusal(() => checkBookingAnswers([{ ...name, required: false }], { [name.id]: 'y'.repeat(201) }))).toEqual([
      { path: `answers.${name.id}`, message: 'At most 200 characters' },
    ]);
  });

  it('keeps an unticked optional box as false', () => {
    const optional = { ...agree, required: false };
    expect(checkBookingAnswers([optional], { [agree.id]: false })).toEqual([
      { questionId: agree.id, label: 'I have a mic', kind: 'checkbox', answer: false },
    ]);
    expect(checkBookingAnswers([optional], {})).toEqual([]);
  });
});
