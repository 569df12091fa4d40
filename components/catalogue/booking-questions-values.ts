import type { z } from 'zod';
import {
  ZPutBookingQuestionsInput,
  type TBookingQuestion,
  type TBookingQuestionKind,
  type TPutBookingQuestionsInput,
} from '@/lib/catalogue/booking-questions-schemas';

/** One row of the question editor: options are typed one per line. */
export type QuestionDraft = {
  /** React key; the stored id when the question exists already. */
  key: string;
  id?: string;
  label: string;
  kind: TBookingQuestionKind;
  optionsText: string;
  required: boolean;
};

/** Messages shown under a row's fields, by field. */
export type DraftErrors = Partial<Record<'label' | 'options', string>>;

export const draftOf = (question: TBookingQuestion): QuestionDraft => ({
  key: question.id,
  id: question.id,
  label: question.label,
  kind: question.kind,
  optionsText: (question.options ?? []).join('\n'),
  required: question.required,
});

export const blankDraft = (key: string): QuestionDraft => ({
  key,
  label: '',
  kind: 'short_text',
  optionsText: '',
  required: false,
});

const optionsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The reader's language (useFormLanguage): Zod's locale, and the schema's own sentences said by id. */
export type DraftLanguage = { parseOptions: { error?: z.core.$ZodErrorMap }; say: (message: string) => string };

const asWritten: DraftLanguage = { parseOptions: {}, say: (message) => message };

/** The PUT body of the rows, or each row's messages (by row index) when the schema refuses it. */
export function checkDrafts(
  drafts: readonly QuestionDraft[],
  language: DraftLanguage = asWritten,
):
  { ok: true; body: TPutBookingQuestionsInput } | { ok: false; errors: Record<number, DraftErrors>; general?: string } {
  const candidate = {
    questions: drafts.map((draft) => ({
      ...(draft.id ? { id: draft.id } : {}),
      label: draft.label,
      kind: draft.kind,
      ...(draft.kind === 'single_choice' ? { options: optionsOf(draft.optionsText) } : {}),
      required: draft.required,
    })),
  };
  const parsed = ZPutBookingQuestionsInput.safeParse(candidate, language.parseOptions);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Record<number, DraftErrors> = {};
  let general: string | undefined;
  for (const issue of parsed.error.issues) {
    const [, index, field] = issue.path;
    const message = language.say(issue.message);
    if (typeof index === 'number' && (field === 'label' || field === 'options')) {
      errors[index] = { ...errors[index], [field]: errors[index]?.[field] ?? message };
    } else {
      general ??= message;
    }
  }
  return { ok: false, errors, general };
}

/** Moves the row at `from` by `step` (-1 up, +1 down); out of range leaves the list as it is. */
export function moveDraft<T>(rows: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
