'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { useApiForm } from '@/components/forms/use-api-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FormDialog, useSavingReport, type FormDialogControls } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { SaySessions } from './session-words';
import { RefusalLine } from './refusal-line';

const maxReasonLength = 500;

const reasonFormSchema = (say: SaySessions) =>
  z.object({
    reason: z
      .string()
      .trim()
      .max(maxReasonLength, say('schema.reasonTooLong', { max: maxReasonLength }))
      .transform((text) => text || undefined),
    option: z.boolean(),
  });

type ReasonFormProps = {
  /** An extra checkbox (e.g. "apply my cancellation policy"). */
  option?: { label: string; hint: string };
  /** Sends the decision (the caller closes the dialog when done); a refusal it throws is shown in the dialog. */
  onConfirm: (values: { reason?: string; option: boolean }) => Promise<unknown>;
  /** Shown when the refusal has no message of its own. */
  fallback: string;
};

type Props = ReasonFormProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
};

/** A destructive decision with an optional reason (reject a trial, cancel a session). */
export function ReasonDialog({ confirmLabel, option, onConfirm, fallback, ...dialog }: Props) {
  const t = useTranslations('teacherSessionTools');
  const form = { option, onConfirm, fallback };
  return (
    <FormDialog {...dialog} submitLabel={confirmLabel} cancelLabel={t('reason.keep')} className="max-w-md" destructive>
      {(controls) => <ReasonForm {...form} {...controls} />}
    </FormDialog>
  );
}

/** Mounted per opening (FormDialog), so a refusal belongs to its attempt and the next opening starts clean. */
function ReasonForm({ option, onConfirm, fallback, formId, onSavingChange }: ReasonFormProps & FormDialogControls) {
  const t = useTranslations('teacherSessionTools');
  const optionId = useId();
  const schema = useMemo(() => reasonFormSchema(t), [t]);
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema,
    defaultValues: { reason: '', option: false },
    mode: 'onSubmit',
    submit: onConfirm,
    fieldFor: () => null,
    fallback,
  });
  useSavingReport(submitting, onSavingChange);

  return (
    <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <FormField
        label={t('reason.label')}
        hint={t('reason.hint', { max: maxReasonLength })}
        error={form.formState.errors.reason?.message}
      >
        <Textarea rows={3} {...form.register('reason')} />
      </FormField>
      {option ? (
        <div className="flex items-start gap-2">
          <Controller
            control={form.control}
            name="option"
            render={({ field }) => (
              <Checkbox
                id={optionId}
                checked={field.value}
                onCheckedChange={(value) => field.onChange(value === true)}
                aria-describedby={`${optionId}-hint`}
                className="mt-0.5"
              />
            )}
          />
          <div className="flex flex-col gap-0.5">
            <Label htmlFor={optionId}>{option.label}</Label>
            <p id={`${optionId}-hint`} className="text-muted-foreground text-xs leading-5">
              {option.hint}
            </p>
          </div>
        </div>
      ) : null}
      <RefusalLine message={formError} />
    </form>
  );
}
