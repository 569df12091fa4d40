'use client';

import { useRouter } from 'next/navigation';
import type { DefaultValues, FieldError, Path } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { FormDialog, type FormDialogControls, type FormDialogProps } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';

/** The body of a one-text form: `{ reason }`, `{ response }`. */
type TextBody<N extends string> = Record<N, string>;

type TextFieldProps<N extends string> = {
  /** The body's one field, e.g. `reason`. */
  name: N;
  label: string;
  hint: string;
  maxLength: number;
  rows: number;
  /** The text already saved, when the dialog edits it. */
  initial?: string | null;
  /** The route's body schema. */
  schema: z.ZodType<TextBody<N>, TextBody<N>>;
  /** Sends the validated body, usually `(body) => callApi(contract, { params, body })`. */
  send: (body: TextBody<N>) => Promise<unknown>;
  /** The form-wide message when a refusal has none of its own. */
  fallback: string;
  /** The toast once saved (the dialog then closes and the page refreshes). */
  saved: string;
};

export type TextFormDialogProps<N extends string> = Omit<FormDialogProps, 'children'> & TextFieldProps<N>;

/**
 * A dialog whose form is one required text area sent to one route: a reason to reject, a public
 * response. Saving shows on the dialog's button; a refusal lands on the field or above it.
 */
export function TextFormDialog<N extends string>(props: TextFormDialogProps<N>) {
  const { name, label, hint, maxLength, rows, initial, schema, send, fallback, saved, ...dialog } = props;
  const field = { name, label, hint, maxLength, rows, initial, schema, send, fallback, saved };
  return <FormDialog {...dialog}>{(controls) => <TextForm {...field} {...controls} />}</FormDialog>;
}

function TextForm<N extends string>(props: TextFieldProps<N> & FormDialogControls) {
  const { name, label, hint, maxLength, rows, initial, schema, send, fallback, saved } = props;
  const { formId, onSavingChange, close } = props;
  const router = useRouter();
  const { form, onSubmit, formError } = useApiForm<TextBody<N>, TextBody<N>, unknown>({
    schema,
    defaultValues: { [name]: initial ?? '' } as DefaultValues<TextBody<N>>,
    fallback,
    submit: async (body) => {
      onSavingChange(true);
      try {
        return await send(body);
      } finally {
        onSavingChange(false);
      }
    },
    onSuccess: () => {
      toast.success(saved);
      close();
      router.refresh();
    },
  });
  const error = (form.formState.errors as Partial<Record<string, FieldError>>)[name];
  return (
    <form id={formId} onSubmit={onSubmit} className="space-y-3" noValidate>
      <FormAlert message={formError} />
      <FormField label={label} error={error?.message} hint={hint} required>
        <Textarea rows={rows} maxLength={maxLength} {...form.register(name as unknown as Path<TextBody<N>>)} />
      </FormField>
    </form>
  );
}
