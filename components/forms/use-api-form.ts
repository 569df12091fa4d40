'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormProps,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiRefusal } from '@/lib/client/api-refusal';
import { useFormLanguage } from './form-language';

type Validation<V extends FieldValues, Out> =
  | {
      /** The fields' schema: the contract's body schema, or a form schema whose output is the body. */
      schema: z.ZodType<Out, V>;
      resolver?: never;
    }
  | {
      /** Instead of a schema, when validating needs more (clean hidden fields first, friendlier messages). */
      resolver: Resolver<V, unknown, Out>;
      schema?: never;
    };

type Options<V extends FieldValues, Out, R> = Validation<V, Out> & {
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

const fieldNames = (values: unknown, prefix = ''): string[] =>
  typeof values === 'object' && values !== null && !Array.isArray(values)
    ? Object.entries(values).flatMap(([key, inner]) => [`${prefix}${key}`, ...fieldNames(inner, `${prefix}${key}.`)])
    : [];

/**
 * The one way a form talks to the API: react-hook-form validated by the same Zod schema the route
 * parses with, inline errors on touch, and a refusal placed where the person can act on it — on
 * the fields its `details` name (focusing the first) or as one form-wide message (`formError`).
 */
export function useApiForm<V extends FieldValues, Out, R>(options: Options<V, Out, R>) {
  const { schema, defaultValues, submit, onSuccess, fallback, codeFields = {} } = options;
  const language = useFormLanguage();
  const form = useForm<V, unknown, Out>({
    defaultValues,
    // Field messages in the reader's language: Zod's own through its locales, the project's by id.
    resolver: language.translate(
      options.resolver ?? zodResolver(schema as z.ZodType<Out, V>, language.parseOptions as never),
    ),
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
