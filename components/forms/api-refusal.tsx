'use client';

import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { ApiErrorBody } from '@/components/auth/post-json';

export type ApiRefusalOptions<V extends FieldValues> = {
  setError: UseFormSetError<V>;
  /** The API detail paths the form has a field for. */
  isFieldPath: (path: string) => boolean;
  /** Shown when the API gives no message of its own. */
  fallback: string;
};

/**
 * Shows an API refusal where the teacher can act on it: on the fields its details name (focusing
 * the first), or, when none of them is a field, as one message for the whole form (`formError`).
 */
export function useApiRefusal<V extends FieldValues>({ setError, isFieldPath, fallback }: ApiRefusalOptions<V>) {
  const [formError, setFormError] = useState<string | null>(null);

  function showRefusal(error: ApiErrorBody['error']) {
    let placed = 0;
    for (const detail of error?.details ?? []) {
      if (!isFieldPath(detail.path)) continue;
      setError(detail.path as FieldPath<V>, { message: detail.message }, { shouldFocus: placed === 0 });
      placed += 1;
    }
    if (placed === 0) setFormError(error?.message ?? fallback);
  }

  return { formError, clearFormError: () => setFormError(null), showRefusal };
}

/** The form-wide message of `useApiRefusal`, announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="bg-danger-soft text-danger-foreground rounded-md px-3 py-2 text-sm">
      {message}
    </p>
  );
}
