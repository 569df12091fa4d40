'use client';

import { Star } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { FormField } from '@/components/ui/form-field';
import type { FormDialogControls } from '@/components/ui/form-dialog';
import { Textarea } from '@/components/ui/textarea';
import { callApi } from '@/lib/client/call-api';
import { submitReviewRoute, updateStudentReviewRoute } from '@/lib/reviews/contracts';
import { maxReviewContentLength, ZReviewContent } from '@/lib/reviews/schemas';
import { cn } from '@/lib/presentation/cn';

/** The portal form's fields: the API's body with a friendlier word for a missing rating (in the reader's language). */
const studentReviewForm = (ratingRequired: string) =>
  z.object({
    rating: z.number({ error: ratingRequired }).int().min(1, ratingRequired).max(5),
    content: ZReviewContent,
    anonymous: z.boolean(),
  });

export type StudentReviewTarget =
  | { kind: 'create'; sessionId: string }
  | { kind: 'edit'; reviewId: string; rating: number; content: string | null; anonymous: boolean };

/** Review a completed session, or edit an own review, inside a FormDialog. */
export function StudentReviewForm({
  target,
  formId,
  onSavingChange,
  close,
}: { target: StudentReviewTarget } & FormDialogControls) {
  const t = useTranslations('studentReviews.form');
  const router = useRouter();
  const editing = target.kind === 'edit';
  const { form, onSubmit, formError } = useApiForm({
    schema: studentReviewForm(t('ratingRequired')),
    defaultValues: editing
      ? { rating: target.rating, content: target.content ?? '', anonymous: target.anonymous }
      : { content: '', anonymous: false },
    fallback: t('failed'),
    submit: async (body) => {
      onSavingChange(true);
      try {
        return target.kind === 'edit'
          ? await callApi(updateStudentReviewRoute, { params: { id: target.reviewId }, body })
          : await callApi(submitReviewRoute, { params: { id: target.sessionId }, body });
      } finally {
        onSavingChange(false);
      }
    },
    onSuccess: () => {
      toast.success(editing ? t('updated') : t('published'));
      close();
      router.refresh();
    },
  });
  const ratingError = form.formState.errors.rating?.message;

  return (
    <form id={formId} onSubmit={onSubmit} className="space-y-4" noValidate>
      <FormAlert message={formError} />
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <fieldset aria-describedby={ratingError ? `${formId}-rating-error` : undefined}>
            <legend className="text-foreground mb-1.5 text-sm font-medium">
              {t('rating')}{' '}
              <span aria-hidden="true" className="text-danger">
                *
              </span>
            </legend>
            <div className="flex gap-1" onBlur={field.onBlur}>
              {[1, 2, 3, 4, 5].map((stars) => (
                <label
                  key={stars}
                  className="has-focus-visible:outline-ring relative cursor-pointer rounded-md p-1 has-focus-visible:outline-2"
                >
                  <input
                    type="radio"
                    name={field.name}
                    value={stars}
                    checked={field.value === stars}
                    onChange={() => field.onChange(stars)}
                    className="sr-only"
                  />
                  <Star
                    aria-hidden="true"
                    className={cn(
                      'size-8 transition-colors',
                      (field.value ?? 0) >= stars ? 'fill-amber-400 text-amber-500' : 'text-border-strong',
                    )}
                  />
                  <span className="sr-only">{t('star', { count: stars })}</span>
                </label>
              ))}
            </div>
            {ratingError ? (
              <p id={`${formId}-rating-error`} role="alert" className="text-danger-foreground mt-1 text-sm">
                {ratingError}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      <FormField
        label={t('review')}
        error={form.formState.errors.content?.message}
        hint={t('reviewHint', { max: String(maxReviewContentLength) })}
      >
        <Textarea rows={5} maxLength={maxReviewContentLength} {...form.register('content')} />
      </FormField>
      <CheckboxField
        control={form.control}
        name="anonymous"
        id={`${formId}-anonymous`}
        label={t('anonymous')}
      />
    </form>
  );
}
