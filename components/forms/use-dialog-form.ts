'use client';

import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { JsonAnswer } from '@/components/auth/post-json';
import type { FormDialogControls } from '@/components/ui/form-dialog';
import { useApiRefusal, type ApiRefusalOptions } from './api-refusal';

/** The props of an editor form that sits in a FormDialog and saves something with a name. */
export type DialogFormProps = Pick<FormDialogControls, 'formId' | 'onSavingChange'> & {
  onSaved: (name: string) => void;
};

type Options<V extends FieldValues, Out> = Pick<DialogFormProps, 'onSavingChange' | 'onSaved'> &
  Omit<ApiRefusalOptions<V>, 'setError'> & {
    defaultValues: DefaultValues<V>;
    resolver: Resolver<V, unknown, Out>;
    /** Creates or updates on the API with the validated body. */
    send: (input: Out) => Promise<JsonAnswer<{ name: string }>>;
  };

/**
 * An editor form in a FormDialog: validated on touch by `resolver`; on submit the dialog's button
 * shows the request, a success hands the saved name on, a refusal lands on the fields (or as
 * `formError`).
 */
export function useDialogForm<V extends FieldValues, Out>(options: Options<V, Out>) {
  const { defaultValues, resolver, send, onSavingChange, onSaved, isFieldPath, fallback } = options;
  const form = useForm<V, unknown, Out>({ defaultValues, resolver, mode: 'onTouched' });
  const { formError, clearFormError, showRefusal } = useApiRefusal({ setError: form.setError, isFieldPath, fallback });

  const onSubmit = form.handleSubmit(async (input) => {
    clearFormError();
    onSavingChange(true);
    const answer = await send(input);
    onSavingChange(false);
    if (answer.ok) onSaved(answer.data.name);
    else showRefusal(answer.error);
  });

  return { form, formError, onSubmit };
}
