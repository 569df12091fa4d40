'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/client/call-api';
import { updateReminderSettingsRoute } from '@/lib/sms/contracts';
import { ZUpdateReminderSettingsInput, type TReminderChannel } from '@/lib/sms/schemas';

const CHOICES: TReminderChannel[] = ['email', 'sms', 'both'];

/** E-mail, SMS or both; the text choices need a verified phone. */
export function ReminderChannelForm({ channel, canText }: { channel: TReminderChannel; canText: boolean }) {
  const t = useTranslations('portalPages.channel');
  const router = useRouter();
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: ZUpdateReminderSettingsInput,
    defaultValues: { reminderChannel: channel },
    submit: (body) => callApi(updateReminderSettingsRoute, { body }),
    onSuccess: () => router.refresh(),
    fallback: t('failed'),
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert message={formError} />
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">{t('legend')}</legend>
        {CHOICES.map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              value={choice}
              disabled={choice !== 'email' && !canText}
              {...form.register('reminderChannel')}
            />
            {t(choice)}
          </label>
        ))}
        {!canText ? (
          <p className="text-muted-foreground text-xs">{t('verifyFirst')}</p>
        ) : null}
      </fieldset>
      <Button type="submit" disabled={submitting}>
        {t('save')}
      </Button>
    </form>
  );
}
