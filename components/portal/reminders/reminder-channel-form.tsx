'use client';

import { useRouter } from 'next/navigation';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/client/call-api';
import { updateReminderSettingsRoute } from '@/lib/sms/contracts';
import { ZUpdateReminderSettingsInput, type TReminderChannel } from '@/lib/sms/schemas';

const CHOICES: { value: TReminderChannel; label: string }[] = [
  { value: 'email', label: 'E-mail' },
  { value: 'sms', label: 'Text message (SMS)' },
  { value: 'both', label: 'Both' },
];

/** E-mail, SMS or both; the text choices need a verified phone. */
export function ReminderChannelForm({ channel, canText }: { channel: TReminderChannel; canText: boolean }) {
  const router = useRouter();
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: ZUpdateReminderSettingsInput,
    defaultValues: { reminderChannel: channel },
    submit: (body) => callApi(updateReminderSettingsRoute, { body }),
    onSuccess: () => router.refresh(),
    fallback: 'Your choice could not be saved. Try again.',
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert message={formError} />
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">Send my lesson reminders by</legend>
        {CHOICES.map((choice) => (
          <label key={choice.value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              value={choice.value}
              disabled={choice.value !== 'email' && !canText}
              {...form.register('reminderChannel')}
            />
            {choice.label}
          </label>
        ))}
        {!canText ? (
          <p className="text-muted-foreground text-xs">Verify a mobile number below to get reminders by text.</p>
        ) : null}
      </fieldset>
      <Button type="submit" disabled={submitting}>
        Save
      </Button>
    </form>
  );
}
