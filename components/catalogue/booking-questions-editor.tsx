'use client';

import { ArrowDown, ArrowUp, MessageSquarePlus, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useApiMutation } from '@/components/api/use-api-mutation';
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

const kindOptions: { value: TBookingQuestionKind; label: string }[] = [
  { value: 'short_text', label: 'Short answer' },
  { value: 'long_text', label: 'Long answer' },
  { value: 'single_choice', label: 'One choice from a list' },
  { value: 'checkbox', label: 'Tick box' },
];

/** The service page: the questions a booker answers (0135). Add, remove and reorder, then save the list. */
export function BookingQuestionsEditor({ serviceId, questions }: { serviceId: string; questions: TBookingQuestion[] }) {
  const [drafts, setDrafts] = useState<QuestionDraft[]>(() => questions.map(draftOf));
  const [errors, setErrors] = useState<Record<number, DraftErrors>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [counter, setCounter] = useState(0);

  const change = (index: number, patch: Partial<QuestionDraft>) =>
    setDrafts((rows) => rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  function add() {
    setDrafts((rows) => [...rows, blankDraft(`new-${counter}`)]);
    setCounter((value) => value + 1);
  }

  const replaceQuestions = useApiMutation(replaceBookingQuestionsRoute, {
    success: 'Questions saved.',
    onSuccess: ({ data }) => setDrafts(data.map(draftOf)),
    onError: (error) =>
      setGeneral(error instanceof ApiRefusal ? error.message : 'The questions could not be saved. Try again.'),
  });

  function save() {
    const checked = checkDrafts(drafts);
    if (!checked.ok) {
      setErrors(checked.errors);
      setGeneral(checked.general ?? 'Check the questions marked below.');
      return;
    }
    setErrors({});
    setGeneral(null);
    replaceQuestions.mutate({ params: { id: serviceId }, body: checked.body });
  }

  return (
    <FormSection
      id="questions"
      title="Booking questions"
      description={`Up to ${maxBookingQuestions} questions a visitor answers when booking this service. You see the answers on the session and on the student's profile.`}
    >
      {drafts.length === 0 ? (
        <EmptyState
          bare
          icon={MessageSquarePlus}
          headingLevel="h3"
          title="No questions"
          description="Bookers are asked nothing beyond their name and e-mail."
          className="py-4"
        />
      ) : (
        <ol className="flex flex-col gap-4" aria-label="Booking questions">
          {drafts.map((draft, index) => (
            <li
              key={draft.key}
              className="border-border flex flex-col gap-3 rounded-md border p-3"
              aria-label={`Question ${index + 1}`}
            >
              <FormField label={`Question ${index + 1}`} required error={errors[index]?.label}>
                <Input
                  value={draft.label}
                  maxLength={200}
                  onChange={(event) => change(index, { label: event.target.value })}
                />
              </FormField>
              <div className="grid gap-3 sm:grid-cols-2">
                <FormField label="Answer type">
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
                  <Label htmlFor={`question-required-${draft.key}`}>Required</Label>
                </div>
              </div>
              {draft.kind === 'single_choice' ? (
                <FormField label="Options" hint="One per line, two to ten." required error={errors[index]?.options}>
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
                  aria-label={`Move question ${index + 1} up`}
                >
                  <ArrowUp aria-hidden="true" /> Up
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={index === drafts.length - 1}
                  onClick={() => setDrafts((rows) => moveDraft(rows, index, 1))}
                  aria-label={`Move question ${index + 1} down`}
                >
                  <ArrowDown aria-hidden="true" /> Down
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => setDrafts((rows) => rows.filter((_, at) => at !== index))}
                  aria-label={`Remove question ${index + 1}`}
                >
                  <Trash2 aria-hidden="true" /> Remove
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
          <Plus aria-hidden="true" /> Add question
        </Button>
        <Button type="button" size="sm" onClick={save} loading={replaceQuestions.isPending}>
          Save questions
        </Button>
      </div>
    </FormSection>
  );
}
