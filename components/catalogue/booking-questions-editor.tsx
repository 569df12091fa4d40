'use client';

import { ArrowDown, ArrowUp, MessageSquarePlus, Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { useFormLanguage } from '@/components/forms/form-language';
import { Checkbox } from '@/components/ui/checkbox';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { replaceBookingQuestionsRoute } from '@/lib/catalogue/booking-questions-contracts';
import {
  maxBookingQuestions,
  type TBookingQuestion,
  type TBookingQuestionKind,
} from '@/lib/catalogue/booking-questions-schemas';
import { ApiRefusal } from '@/lib/client/api-refusal';
import {
  blankDraft,
  checkDrafts,
  draftOf,
  moveDraft,
  type DraftErrors,
  type QuestionDraft,
} from './booking-questions-values';
import { FormSection } from './form-section';

const kinds: TBookingQuestionKind[] = ['short_text', 'long_text', 'single_choice', 'checkbox'];

/** The service page: the questions a booker answers (0135). Add, remove and reorder, then save the list. */
export function BookingQuestionsEditor({ serviceId, questions }: { serviceId: string; questions: TBookingQuestion[] }) {
  const [drafts, setDrafts] = useState<QuestionDraft[]>(() => questions.map(draftOf));
  const [errors, setErrors] = useState<Record<number, DraftErrors>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [counter, setCounter] = useState(0);
  const t = useTranslations('teacherServiceEditor.questions');
  const language = useFormLanguage();
  const kindOptions = kinds.map((value) => ({ value, label: t(`kind.${value}`) }));

  const change = (index: number, patch: Partial<QuestionDraft>) =>
    setDrafts((rows) => rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  function add() {
    setDrafts((rows) => [...rows, blankDraft(`new-${counter}`)]);
    setCounter((value) => value + 1);
  }

  const replaceQuestions = useApiMutation(replaceBookingQuestionsRoute, {
    success: t('saved'),
    onSuccess: ({ data }) => setDrafts(data.map(draftOf)),
    onError: (error) => setGeneral(error instanceof ApiRefusal ? error.message : t('failed')),
  });

  function save() {
    const checked = checkDrafts(drafts, language);
    if (!checked.ok) {
      setErrors(checked.errors);
      setGeneral(checked.general ?? t('check'));
      return;
    }
    setErrors({});
    setGeneral(null);
    replaceQuestions.mutate({ params: { id: serviceId }, body: checked.body });
  }

  return (
    <FormSection id="questions" title={t('title')} description={t('description', { count: maxBookingQuestions })}>
      {drafts.length === 0 ? (
        <EmptyState
          bare
          icon={MessageSquarePlus}
          headingLevel="h3"
          title={t('emptyTitle')}
          description={t('emptyText')}
          className="py-4"
        />
      ) : (
        <ol className="flex flex-col gap-4" aria-label={t('title')}>
          {drafts.map((draft, index) => (
            <li
              key={draft.key}
              className="border-border flex flex-col gap-3 rounded-md border p-3"
              aria-label={t('question', { number: index + 1 })}
            >
              <FormField label={t('question', { number: index + 1 })} required error={errors[index]?.label}>
                <Input
                  value={draft.label}
                  maxLength={200}
                  onChange={(event) => change(index, { label: event.target.value })}
                />
              </FormField>
              <div className="grid gap-3 sm:grid-cols-2">
                <FormField label={t('answerType')}>
                  <Select
                    value={draft.kind}
                    options={kindOptions}
                    onChange={(event) => change(index, { kind: event.target.value as TBookingQuestionKind })}
                  />
                </FormField>
                <div className="flex items-center gap-2 sm:pt-7">
                  <Checkbox
                    id={`question-required-${draft.key}`}
                    checked={draft.required}
                    onCheckedChange={(checked) => change(index, { required: checked === true })}
                  />
                  <Label htmlFor={`question-required-${draft.key}`}>{t('required')}</Label>
                </div>
              </div>
              {draft.kind === 'single_choice' ? (
                <FormField label={t('options')} hint={t('optionsHint')} required error={errors[index]?.options}>
                  <Textarea
                    rows={3}
                    value={draft.optionsText}
                    onChange={(event) => change(index, { optionsText: event.target.value })}
                  />
                </FormField>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={index === 0}
                  onClick={() => setDrafts((rows) => moveDraft(rows, index, -1))}
                  aria-label={t('moveUp', { number: index + 1 })}
                >
                  <ArrowUp aria-hidden="true" /> {t('up')}
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={index === drafts.length - 1}
                  onClick={() => setDrafts((rows) => moveDraft(rows, index, 1))}
                  aria-label={t('moveDown', { number: index + 1 })}
                >
                  <ArrowDown aria-hidden="true" /> {t('down')}
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => setDrafts((rows) => rows.filter((_, at) => at !== index))}
                  aria-label={t('removeLabel', { number: index + 1 })}
                >
                  <Trash2 aria-hidden="true" /> {t('remove')}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {general ? (
        <p role="alert" className="text-danger text-sm">
          {general}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={add}
          disabled={drafts.length >= maxBookingQuestions}
        >
          <Plus aria-hidden="true" /> {t('add')}
        </Button>
        <Button type="button" size="sm" onClick={save} loading={replaceQuestions.isPending}>
          {t('save')}
        </Button>
      </div>
    </FormSection>
  );
}
