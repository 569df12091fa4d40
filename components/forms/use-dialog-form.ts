'use client';

import type { DefaultValues, FieldPath, FieldValues, Resolver } from 'react-hook-form';
import type { FormDialogControls } from '@/components/ui/form-dialog';
import { useApiForm } from './use-api-form';

/** The props of an editor form that sits in a FormDialog and saves something with a name. */
export type DialogFormProps = Pick<FormDialogControls, 'formId' | 'onSavingChange'> & {
  onSaved: (name: string) => void;
};

type Options<V extends FieldValues, Out> = Pick<DialogFormProps, 'onSavingChange' | 'onSaved'> & {
  defaultValues: DefaultValues<V>;
  resolver: Resolver<V, unknown, Out>;
  /** Creates or updates through the API with the validated body; answers what was saved. */
  send: (input: Out) => Promise<{ name: string }>;
  /** The API detail paths the form has a field for. */
  isFieldPath: (path: string) => boolean;
  /** Shown when the API gives no message of its own. */
  fallback: string;
};

/**
 * An editor form in a FormDialog (useApiForm): validated on touch by `resolver`; on submit the
 * dialog's button shows the request, a success hands the saved name on, a refusal lands on the
 * fields (or as `formError`).
 */
export function useDialogForm<V extends FieldValues, Out>(options: Options<V, Out>) {
  const { send, onSavingChange, onSaved, isFieldPath, ...rest } = options;
  const { form, formError, onSubmit } = useApiForm<V, Out, { name: string }>({
    ...rest,
    fieldFor: (path) => (isFieldPath(path) ? (path as FieldPath<V>) : null),
    submit: reportingSaving(onSavingChange, send),
    onSuccess: (saved) => onSaved(saved.name),
  });
  return { form, formError, onSubmit };
}

/** `send`, with the dialog's submit button shown busy while it runs. */
export const reportingSaving =
  <I, R>(onSavingChange: (saving: boolean) => void, send: (input: I) => Promise<R>) =>
  async (input: I): Promise<R> => {
    onSavingChange(true);
    try {
      return await send(input);
    } finally {
      onSavingChange(false);
    }
  };
