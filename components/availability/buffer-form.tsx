'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFieldMessage } from '@/components/catalogue/use-field-message';
import { friendlyIssueMessage } from '@/components/catalogue/friendly-issue-message';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { callApi } from '@/lib/client/call-api';
import { updateSchedulingSettingsRoute } from '@/lib/settings/contracts';
import { ZBufferInput, maxBufferMinutes, type TBufferInput } from '@/lib/settings/scheduling-schemas';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';

const resolver = zodResolver(ZBufferInput, { error: friendlyIssueMessage });

/** Edits the minutes kept free before and after every booked session (the slot engine widens busy time by them). */
export function BufferForm({ bufferMinutes }: { bufferMinutes: number }) {
  const router = useRouter();
  const t = useTranslations('teacherCalendar.availability.buffer');
  const say = useFieldMessage();
  const [note, setNote] = useState<string | null>(null);
  const { form, onSubmit, formError } = useApiForm<TBufferInput, TBufferInput, { bufferMinutes: number }>({
    defaultValues: { bufferMinutes },
    resolver,
    fallback: t('failed'),
    submit: (input) => {
      setNote(null);
      return callApi(updateSchedulingSettingsRoute, { body: input });
    },
    onSuccess: ({ bufferMinutes: saved }) => {
      form.reset({ bufferMinutes: saved });
      setNote(t('saved', { minutes: saved }));
      router.refresh();
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('form')}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <FormField
        label={t('label')}
        error={say(errors.bufferMinutes?.message)}
        hint={t('hint', { max: maxBufferMinutes })}
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
        {t('save')}
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
