'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { DefaultValues, FieldError, Path } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { reportingSaving } from '@/components/forms/use-dialog-form';
import { FormDialog, type FormDialogControls, type FormDialogProps } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';

/** The body of a one-text form: `{ reason }`, `{ response }`. */
type TextBody<N extends string> = Record<N, string>;

/** The text area: the body's one field (e.g. `reason`), its label, its longest text and height. */
export type TextField<N extends string> = { name: N; label: string; maxLength: number; rows: number };

type TextFormProps<N extends string> = {
  field: TextField<N>;
  /** The text already saved, when the dialog edits it. */
  initial?: string | null;
  /** The route's body schema. */
  schema: z.ZodType<TextBody<N>, TextBody<N>>;
  /** Sends the validated body, usually `(body) => callApi(contract, { params, body })`. */
  send: (body: TextBody<N>) => Promise<unknown>;
  /** The form-wide message when a refusal has none of its own; the toast once saved. */
  words: { failed: string; saved: string };
};

export type TextFormDialogProps<N extends string> = Omit<FormDialogProps, 'children'> & TextFormProps<N>;

/**
 * A dialog whose form is one required text area sent to one route: a reason to reject, a public
 * response. Saving shows on the dialog's button; a refusal lands on the field or above it; once
 * saved, a toast, the dialog closes and the page refreshes.
 */
export function TextFormDialog<N extends string>(props: TextFormDialogProps<N>) {
  const { field, initial, schema, send, words, ...dialog } = props;
  return (
    <FormDialog {...dialog}>
      {(controls) => <TextForm {...{ field, initial, schema, send, words }} {...controls} />}
    </FormDialog>
  );
}

function TextForm<N extends string>(props: TextFormProps<N> & FormDialogControls) {
  const { field, initial, schema, send, words, formId, onSavingChange, close } = props;
  const t = useTranslations('ui.form');
  const router = useRouter();
  const { form, onSubmit, formError } = useApiForm<TextBody<N>, TextBody<N>, unknown>({
    schema,
    defaultValues: { [field.name]: initial ?? '' } as DefaultValues<TextBody<N>>,
    fallback: words.failed,
    submit: reportingSaving(onSavingChange, send),
    onSuccess: () => {
      toast.success(words.saved);
      close();
      router.refresh();
    },
  });
  const error = (form.formState.errors as Partial<Record<string, FieldError>>)[field.name];
  return (
    <form id={formId} onSubmit={onSubmit} className="space-y-3" noValidate>
      <FormAlert message={formError} />
      <FormField
        label={field.label}
        error={error?.message}
        hint={t('maxCharacters', { max: field.maxLength })}
        required
      >
        <Textarea
          rows={field.rows}
          maxLength={field.maxLength}
          {...form.register(field.name as unknown as Path<TextBody<N>>)}
        />
      </FormField>
    </form>
  );
}
