'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Label } from '@/components/ui/label';
import { NotificationSwitch } from './notification-switch';
import { callApi } from '@/lib/client/call-api';
import { notificationToggles, type NotificationToggle } from '@/lib/notifications/notice-preferences';
import { updateNotificationsRoute } from '@/lib/settings/contracts';
import {
  ZUpdateNotificationsInput,
  type TNotificationPreferences,
  type TUpdateNotificationsInput,
} from '@/lib/settings/settings-schemas';

/**
 * The seven switches, each saved the moment it is flipped (PATCH /settings/notifications with the
 * whole set, validated by the route's schema). A refused save puts the switches back as stored.
 */
export function NotificationPreferencesForm({ preferences }: { preferences: TNotificationPreferences }) {
  const baseId = useId();
  const t = useTranslations('teacherSettingsAccount.notifications');
  const [status, setStatus] = useState<string | null>(null);
  const stored = useRef(preferences);
  const { form, onSubmit, formError } = useApiForm<
    TUpdateNotificationsInput,
    TUpdateNotificationsInput,
    TNotificationPreferences
  >({
    schema: ZUpdateNotificationsInput,
    defaultValues: preferences,
    fallback: t('failed'),
    submit: (body) => callApi(updateNotificationsRoute, { body }),
    onSuccess: (saved) => {
      stored.current = saved;
      form.reset(saved);
    },
  });

  async function flip(toggle: NotificationToggle, on: boolean) {
    const before = stored.current;
    form.setValue(toggle, on, { shouldDirty: true });
    setStatus(null);
    await onSubmit();
    if (stored.current === before) {
      form.reset(before); // refused: show what is stored
      return;
    }
    setStatus(t(on ? 'savedOn' : 'savedOff', { label: t(`toggles.${toggle}.label`) }));
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('label')} className="flex flex-col gap-4">
      <ul className="divide-border divide-y">
        {notificationToggles.map((toggle) => {
          const id = `${baseId}-${toggle}`;
          return (
            <li key={toggle} className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
              <div className="flex min-w-0 flex-col gap-0.5">
                <Label htmlFor={id} className="cursor-pointer">
                  {t(`toggles.${toggle}.label`)}
                </Label>
                <span id={`${id}-hint`} className="text-muted-foreground text-sm">
                  {t(`toggles.${toggle}.description`)}
                </span>
              </div>
              <Controller
                control={form.control}
                name={toggle}
                render={({ field }) => (
                  <NotificationSwitch
                    id={id}
                    checked={field.value === true}
                    disabled={form.formState.isSubmitting}
                    aria-describedby={`${id}-hint`}
                    onCheckedChange={(on) => void flip(toggle, on)}
                    className="mt-0.5"
                  />
                )}
              />
            </li>
          );
        })}
      </ul>
      <p role="status" aria-live="polite" className="text-success-foreground min-h-5 text-sm">
        {status}
      </p>
      <FormAlert message={formError} />
    </form>
  );
}
