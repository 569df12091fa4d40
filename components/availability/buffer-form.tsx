'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { friendlyIssueMessage } from '@/components/services/friendly-issue-message';
import { sendJson } from '@/components/services/send-json';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import {
  ZBufferInput,
  maxBufferMinutes,
  type TBufferInput,
  type TSchedulingSettings,
} from '@/lib/settings/scheduling-schemas';
import { FormAlert, useApiRefusal } from '@/components/forms/api-refusal';

const resolver = zodResolver(ZBufferInput, { error: friendlyIssueMessage });

/** Edits the minutes kept free before and after every booked session (the slot engine widens busy time by them). */
export function BufferForm({ bufferMinutes }: { bufferMinutes: number }) {
  const router = useRouter();
  const [note, setNote] = useState<string | null>(null);
  const form = useForm<TBufferInput>({ defaultValues: { bufferMinutes }, resolver, mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;
  const { formError, clearFormError, showRefusal } = useApiRefusal({
    setError: form.setError,
    isFieldPath: (path) => path === 'bufferMinutes',
    fallback: 'The buffer could not be saved. Try again.',
  });

  const onSubmit = form.handleSubmit(async (input) => {
    setNote(null);
    clearFormError();
    const answer = await sendJson<TSchedulingSettings>('PATCH', '/api/teacher/settings/scheduling', input);
    if (!answer.ok) return showRefusal(answer.error);
    const saved = answer.data.bufferMinutes;
    form.reset({ bufferMinutes: saved });
    setNote(saved > 0 ? `Saved: ${String(saved)} minutes kept free around every session.` : 'Saved: no buffer.');
    router.refresh();
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Buffer between sessions"
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <FormField
        label="Buffer between sessions (minutes)"
        error={errors.bufferMinutes?.message}
        hint={`Kept free before and after every booked session, 0 to ${String(maxBufferMinutes)}.`}
        className="sm:max-w-xs sm:flex-1"
      >
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={maxBufferMinutes}
          step={5}
          {...form.register('bufferMinutes', { valueAsNumber: true, onChange: () => setNote(null) })}
        />
      </FormField>
      <Button type="submit" loading={isSubmitting} className="sm:mt-6">
        Save buffer
      </Button>
      {note ? (
        <p role="status" className="text-success-foreground text-sm sm:mt-8">
          {note}
        </p>
      ) : null}
      <FormAlert message={formError} />
    </form>
  );
}
