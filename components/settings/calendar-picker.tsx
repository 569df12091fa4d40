'use client';

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
  const [settings, setSettings] = useState<TCalendarSettings | null>(null);
  const choices = useCalendarChoices();
  const { read, write, setRead, setWrite, setMessage } = choices;
  const saveCalendars = useApiMutation(updateCalendarSettingsRoute, {
    refresh: false,
    onSuccess: (saved) => {
      setSettings(saved);
      setMessage({ tone: 'ok', text: 'Calendars saved.' });
    },
    onError: (refusal) =>
      setMessage({ tone: 'error', text: refusalMessage(refusal, 'The calendars could not be saved.') }),
  });

  useEffect(() => {
    callApi(calendarSettingsRoute, {}).then(
      (loaded) => {
        setSettings(loaded);
        setRead(loaded.readCalendarIds);
        setWrite(loaded.writeCalendarId ?? loaded.calendars.find((calendar) => calendar.primary)?.id ?? null);
      },
      (refusal: unknown) =>
        setMessage({ tone: 'error', text: refusalMessage(refusal, 'Your calendars could not be loaded.') }),
    );
  }, [setMessage, setRead, setWrite]);

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
      legend="Calendars"
      radioName="write-calendar"
      checkboxIdPrefix="read-"
      hint={
        <Label className="text-muted-foreground text-xs font-normal">
          Busy times of the checked calendars are removed from your bookable slots; confirmed sessions are added to the
          one calendar chosen on the right.
        </Label>
      }
      saveLabel="Save calendars"
      saving={saveCalendars.isPending}
      saveDisabled={!write}
      onSave={save}
    />
  );
}
