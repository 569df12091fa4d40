'use client';

import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormProps,
} from 'react-hook-form';
import { ApiRefusal } from '@/lib/client/api-refusal';
import { useFormWords } from './form-words';

export type ApiFormOptions<V extends FieldValues, Out, R> = {
  defaultValues: DefaultValues<V>;
  /** Sends the validated values, usually `(body) => callApi(contract, { params, body })`. */
  submit: (values: Out) => Promise<R>;
  onSuccess?: (answer: R, values: Out) => void;
  /** The form-wide message when a refusal names no field and has no message of its own. */
  fallback: string;
  /** Maps an API detail path to a field of this form (default: the path itself, if it is a field). */
  fieldFor?: (apiPath: string) => FieldPath<V> | null;
  /** Also places refusals with these codes on a field (e.g. a slug CONFLICT on `slug`). */
  codeFields?: Partial<Record<string, FieldPath<V>>>;
  /** Plainer words for some refusals (booking codes, a 429 of sign-in); undefined keeps the default. */
  messageFor?: (refusal: ApiRefusal) => string | undefined;
  mode?: UseFormProps<V>['mode'];
};

type Options<V extends FieldValues, Out, R> = ApiFormOptions<V, Out, R> & {
  /** Checks the fields and gives the body; its messages are said in the reader's language. */
  resolver: Resolver<V, unknown, Out>;
};

const fieldNames = (values: unknown, prefix = ''): string[] =>
  typeof values === 'object' && values !== null && !Array.isArray(values)
    ? Object.entries(values).flatMap(([key, inner]) => [`${prefix}${key}`, ...fieldNames(inner, `${prefix}${key}.`)])
    : [];

/**
 * useApiForm with any resolver and no Zod of its own: for a form that loads its schema only when it
 * first validates (components/forms/lazy-resolver.ts; issue 38, item 6). Same behaviour otherwise.
 */
export function useResolvedApiForm<V extends FieldValues, Out, R>(options: Options<V, Out, R>) {
  const { defaultValues, submit, onSuccess, fallback, codeFields = {} } = options;
  const language = useFormWords();
  const form = useForm<V, unknown, Out>({
    defaultValues,
    // Field messages in the reader's language (the project's own by id).
    resolver: language.translate(options.resolver),
    mode: options.mode ?? 'onTouched',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const known = new Set(fieldNames(defaultValues));
  const fieldFor =
    options.fieldFor ??
    ((path: string) => {
      const bare = path.replace(/^body\./, '');
      return known.has(bare) ? (bare as FieldPath<V>) : null;
    });

  function showRefusal(error: unknown) {
    if (!(error instanceof ApiRefusal)) return setFormError(fallback);
    let placed = 0;
    const place = (field: FieldPath<V>, message: string) => {
      form.setError(field, { message }, { shouldFocus: placed === 0 });
      placed += 1;
    };
    for (const detail of error.details) {
      const field = fieldFor(detail.path);
      if (field) place(field, detail.message);
    }
    const words = options.messageFor?.(error);
    const codeField = codeFields[error.code];
    if (codeField) place(codeField, words ?? error.message);
    if (placed > 0) return;
    setFormError(
      words ?? (error.status === 429 ? language.tooManyAttempts(error.retryAfterSeconds) : error.message || fallback),
    );
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await submit(values);
      onSuccess?.(answer, values);
    } catch (error) {
      showRefusal(error);
    }
  });

  return { form, onSubmit, formError, setFormError, submitting: form.formState.isSubmitting };
}
