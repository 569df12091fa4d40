'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { maxLongAnswerLength, maxShortAnswerLength } from '@/lib/catalogue/booking-answer-limits';
import type { TBookingAnswers, TBookingQuestion } from '@/lib/catalogue/booking-questions-schemas';
import { ApiRefusal } from '@/lib/client/api-refusal';
import { checkAnswerValues, emptyAnswers, type AnswerProblem, type AnswerValues } from './booking-answers-check';

export type BookingAnswersState = {
  questions: readonly TBookingQuestion[];
  values: AnswerValues;
  problems: Record<string, AnswerProblem | 'refused'>;
  refusals: Record<string, string>;
  set: (id: string, value: string | boolean) => void;
  /**
   * Before sending: `{ answers }` for the body (`{}` when the service asks nothing), or null when a
   * field is refused (its message shows under it).
   */
  collect: () => { answers?: TBookingAnswers } | null;
  /** The same, for a form whose submit must answer or throw: a refused field throws (shown as the form's message too). */
  collectOrThrow: () => { answers?: TBookingAnswers };
  /** After a 400 naming `answers.<id>`: the API's message shows under that field. */
  showRefusal: (error: unknown) => void;
};

/** The booker's answers to the service's questions (0135), kept beside the booking form's own fields. */
export function useBookingAnswers(questions: readonly TBookingQuestion[] = []): BookingAnswersState {
  const [values, setValues] = useState<AnswerValues>(() => emptyAnswers(questions));
  const [problems, setProblems] = useState<Record<string, AnswerProblem | 'refused'>>({});
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const set = useCallback((id: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [id]: value }));
    setProblems(({ [id]: _gone, ...rest }) => rest);
  }, []);
  const collect = useCallback(() => {
    if (questions.length === 0) return {};
    const checked = checkAnswerValues(questions, values);
    if (!checked.ok) {
      setProblems(checked.problems);
      return null;
    }
    setProblems({});
    return { answers: checked.answers };
  }, [questions, values]);
  const t = useTranslations('bookingQuestions');
  const collectOrThrow = useCallback(() => {
    const answered = collect();
    if (!answered) throw new ApiRefusal(400, 'VALIDATION_ERROR', t('checkAbove'));
    return answered;
  }, [collect, t]);
  const showRefusal = useCallback((error: unknown) => {
    if (!(error instanceof ApiRefusal)) return;
    const named = error.details.filter((detail) => detail.path.startsWith('answers.'));
    if (!named.length) return;
    const byId = Object.fromEntries(named.map((detail) => [detail.path.slice('answers.'.length), detail.message]));
    setRefusals(byId);
    setProblems(Object.fromEntries(Object.keys(byId).map((id) => [id, 'refused' as const])));
  }, []);
  return useMemo(
    () => ({ questions, values, problems, refusals, set, collect, collectOrThrow, showRefusal }),
    [questions, values, problems, refusals, set, collect, collectOrThrow, showRefusal],
  );
}

/**
 * The questions as form fields, in the teacher's order. The labels and options are the teacher's
 * words, shown as written; the rest (placeholder, messages) follows the page's language.
 */
export function BookingQuestionsFields({ state }: { state: BookingAnswersState }) {
  const t = useTranslations('bookingQuestions');
  if (state.questions.length === 0) return null;
  const messageOf = (id: string): string | undefined => {
    const problem = state.problems[id];
    if (!problem) return undefined;
    if (problem === 'refused') return state.refusals[id] ?? t('required');
    if (problem === 'tooLong') {
      const question = state.questions.find((candidate) => candidate.id === id);
      return t('tooLong', { max: question?.kind === 'long_text' ? maxLongAnswerLength : maxShortAnswerLength });
    }
    return t(problem);
  };
  return (
    <fieldset className="space-y-4">
      <legend className="sr-only">{t('legend')}</legend>
      {state.questions.map((question) => {
        const value = state.values[question.id];
        const error = messageOf(question.id);
        if (question.kind === 'checkbox') {
          const id = `booking-question-${question.id}`;
          return (
            <div key={question.id} className="space-y-1">
              <div className="flex items-start gap-2">
                <Checkbox
                  id={id}
                  checked={value === true}
                  aria-invalid={error ? true : undefined}
                  aria-required={question.required || undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onCheckedChange={(checked) => state.set(question.id, checked === true)}
                />
                <Label htmlFor={id} required={question.required} className="leading-5">
                  {question.label}
                </Label>
              </div>
              {error ? (
                <p id={`${id}-error`} className="text-danger text-sm" role="alert">
                  {error}
                </p>
              ) : null}
            </div>
          );
        }
        const text = typeof value === 'string' ? value : '';
        return (
          <FormField key={question.id} label={question.label} required={question.required} error={error}>
            {question.kind === 'long_text' ? (
              <Textarea
                rows={3}
                maxLength={maxLongAnswerLength}
                value={text}
                onChange={(event) => state.set(question.id, event.target.value)}
              />
            ) : question.kind === 'single_choice' ? (
              <Select
                value={text}
                placeholder={t('placeholder')}
                options={(question.options ?? []).map((option) => ({ value: option, label: option }))}
                onChange={(event) => state.set(question.id, event.target.value)}
              />
            ) : (
              <Input
                maxLength={maxShortAnswerLength}
                value={text}
                onChange={(event) => state.set(question.id, event.target.value)}
              />
            )}
          </FormField>
        );
      })}
    </fieldset>
  );
}
