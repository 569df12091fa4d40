'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
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

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** An extra checkbox (e.g. "apply my cancellation policy"). */
  option?: { label: string; hint: string };
  /** Sends the decision (the caller closes the dialog when done); a refusal it throws is shown in the dialog. */
  onConfirm: (values: { reason?: string; option: boolean }) => Promise<unknown>;
  /** Shown when the refusal has no message of its own. */
  fallback: string;
};

/** A destructive decision with an optional reason (reject a trial, cancel a session). */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  option,
  onConfirm,
  fallback,
}: Props) {
  const t = useTranslations('teacherSessionTools');
  const optionId = useId();
  const schema = useMemo(() => reasonFormSchema(t), [t]);
  const { form, onSubmit, formError, setFormError, submitting } = useApiForm({
    schema,
    defaultValues: { reason: '', option: false },
    mode: 'onSubmit',
    submit: onConfirm,
    onSuccess: () => form.reset(),
    fieldFor: () => null,
    fallback,
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // A refusal belongs to the attempt: the next opening starts clean.
        if (!next) setFormError(null);
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-md">
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
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
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">{t('reason.keep')}</Button>
            </DialogClose>
            <Button type="submit" variant="danger" loading={submitting}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
