'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Label } from '@/components/ui/label';
import { refusalMessage } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { calendarSettingsRoute, updateCalendarSettingsRoute } from '@/lib/google-connection/contracts';
import type { TCalendarSettings } from '@/lib/calendar-sync/settings/schemas';
import { CalendarChoices, useCalendarChoices } from './calendar-choices';

/** Read calendars (their busy time blocks slots) as checkboxes, the one write calendar as a radio. */
export function CalendarPicker() {
  const t = useTranslations('teacherSettingsConnections.calendars');
  const [settings, setSettings] = useState<TCalendarSettings | null>(null);
  const choices = useCalendarChoices();
  const { read, write, setRead, setWrite, setMessage } = choices;
  const saveCalendars = useApiMutation(updateCalendarSettingsRoute, {
    refresh: false,
    onSuccess: (saved) => {
      setSettings(saved);
      setMessage({ tone: 'ok', text: t('saved') });
    },
    onError: (refusal) => setMessage({ tone: 'error', text: refusalMessage(refusal, t('saveFailed')) }),
  });

  useEffect(() => {
    callApi(calendarSettingsRoute, {}).then(
      (loaded) => {
        setSettings(loaded);
        setRead(loaded.readCalendarIds);
        setWrite(loaded.writeCalendarId ?? loaded.calendars.find((calendar) => calendar.primary)?.id ?? null);
      },
      (refusal: unknown) => setMessage({ tone: 'error', text: refusalMessage(refusal, t('loadFailed')) }),
    );
  }, [setMessage, setRead, setWrite, t]);

  function save() {
    if (!write) return;
    setMessage(null);
    saveCalendars.mutate({ body: { readCalendarIds: read, writeCalendarId: write } });
  }

  return (
    <CalendarChoices
      calendars={
        settings?.calendars.map((calendar) => ({
          id: calendar.id,
          name: calendar.summary,
          main: calendar.primary,
          writable: calendar.writable,
        })) ?? null
      }
      {...choices.props}
      legend={t('legend')}
      radioName="write-calendar"
      checkboxIdPrefix="read-"
      hint={<Label className="text-muted-foreground text-xs font-normal">{t('hint')}</Label>}
      saveLabel={t('save')}
      saving={saveCalendars.isPending}
      saveDisabled={!write}
      onSave={save}
    />
  );
}
