'use client';

import { useEffect, useState } from 'react';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { refusalMessage } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { caldavCalendarsRoute, updateCaldavConnectionRoute } from '@/lib/calendar-sync/caldav/contracts';
import type { TCaldavCalendars } from '@/lib/calendar-sync/caldav/schemas';
import { CalendarChoices, useCalendarChoices } from './calendar-choices';

/** The CalDAV account's calendars: checkboxes for those that block slots, a radio for the one that gets sessions. */
export function CaldavCalendarPicker({ connectionId }: { connectionId: string }) {
  const [calendars, setCalendars] = useState<TCaldavCalendars['calendars'] | null>(null);
  const choices = useCalendarChoices();
  const { read, write, setRead, setWrite, setMessage } = choices;
  const saveCalendars = useApiMutation(updateCaldavConnectionRoute, {
    onSuccess: () => setMessage({ tone: 'ok', text: 'Calendars saved.' }),
    onError: (refusal) =>
      setMessage({ tone: 'error', text: refusalMessage(refusal, 'The calendars could not be saved.') }),
  });

  useEffect(() => {
    callApi(caldavCalendarsRoute, { params: { id: connectionId } }).then(
      (loaded) => {
        setCalendars(loaded.calendars);
        setRead(loaded.calendars.filter((calendar) => calendar.read).map((calendar) => calendar.url));
        setWrite(loaded.calendars.find((calendar) => calendar.write)?.url ?? null);
      },
      (refusal: unknown) =>
        setMessage({ tone: 'error', text: refusalMessage(refusal, 'Your calendars could not be loaded.') }),
    );
  }, [connectionId, setMessage, setRead, setWrite]);

  function save() {
    setMessage(null);
    saveCalendars.mutate({
      params: { id: connectionId },
      body: { readCalendarUrls: read, writeCalendarUrl: write },
    });
  }

  return (
    <CalendarChoices
      calendars={calendars?.map((calendar) => ({ id: calendar.url, name: calendar.name })) ?? null}
      {...choices.props}
      legend="CalDAV calendars"
      radioName="caldav-write-calendar"
      emptyText="This account has no calendars yet."
      allowNoWrite
      saveLabel="Save CalDAV calendars"
      saving={saveCalendars.isPending}
      onSave={save}
    />
  );
}
