'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { z } from 'zod';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { callApi } from '@/lib/client/call-api';
import { updateNotificationsRoute } from '@/lib/settings/contracts';
import { ZReminderOffsetsMinutes } from '@/lib/settings/settings-schemas';

/** "1440, 60" -> [1440, 60]; the route's own schema then checks the range and the count. */
const ZForm = z.object({
  reminderOffsetsMinutes: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .map(Number),
    )
    .pipe(ZReminderOffsetsMinutes),
  smsMonthlyCap: z.string().transform(Number).pipe(z.number().int().min(0).max(10_000)),
});

type Props = { reminderOffsetsMinutes: number[]; smsMonthlyCap: number };

/** When students are reminded (minutes before each lesson) and how many texts a month may go. */
export function ReminderTimesForm({ reminderOffsetsMinutes, smsMonthlyCap }: Props) {
  const t = useTranslations('teacherSettingsAccount.reminders');
  const [saved, setSaved] = useState<string | null>(null);
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: ZForm,
    defaultValues: { reminderOffsetsMinutes: reminderOffsetsMinutes.join(', '), smsMonthlyCap: String(smsMonthlyCap) },
    submit: (body) => callApi(updateNotificationsRoute, { body }),
    onSuccess: () => setSaved(t('saved')),
    fallback: t('failed'),
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('label')} className="flex flex-col gap-4">
      <FormAlert message={formError} />
      <FormField label={t('offsets')} hint={t('offsetsHint')} error={errors.reminderOffsetsMinutes?.message} required>
        <Input inputMode="numeric" {...form.register('reminderOffsetsMinutes')} />
      </FormField>
      <FormField label={t('smsCap')} hint={t('smsCapHint')} error={errors.smsMonthlyCap?.message} required>
        <Input type="number" inputMode="numeric" min={0} {...form.register('smsMonthlyCap')} />
      </FormField>
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={submitting}>
          {t('save')}
        </Button>
        <span role="status" className="text-muted-foreground text-sm">
          {saved}
        </span>
      </div>
    </form>
  );
}
