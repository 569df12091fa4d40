'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from './api-refusal';

/**
 * The end of a form on a page (not in a dialog, whose footer holds the button): the form's refusal,
 * then its submit button, busy while the request runs.
 */
export function FormSubmitRow({
  error,
  submitting,
  disabled,
  children,
}: {
  error: string | null;
  submitting: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <FormAlert message={error} />
      <div>
        <Button type="submit" loading={submitting} disabled={disabled}>
          {children}
        </Button>
      </div>
    </>
  );
}
