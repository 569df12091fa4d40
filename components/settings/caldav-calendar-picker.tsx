'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { refusalMessage } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { caldavCalendarsRoute, updateCaldavConnectionRoute } from '@/lib/calendar-sync/caldav/contracts';
import type { TCaldavCalendars } from '@/lib/calendar-sync/caldav/schemas';

/** The CalDAV account's calendars: checkboxes for those that block slots, a radio for the one that gets sessions. */
export function CaldavCalendarPicker({ connectionId }: { connectionId: string }) {
  const router = useRouter();
  const [calendars, setCalendars] = useState<TCaldavCalendars['calendars'] | null>(null);
  const [read, setRead] = useState<string[]>([]);
  const [write, setWrite] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

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
  }, [connectionId]);

  async function save() {
    setSaving(true);
    setMessage(null);
    try {
      await callApi(updateCaldavConnectionRoute, {
        params: { id: connectionId },
        body: { readCalendarUrls: read, writeCalendarUrl: write },
      });
      setMessage({ tone: 'ok', text: 'Calendars saved.' });
      router.refresh();
    } catch (refusal) {
      setMessage({ tone: 'error', text: refusalMessage(refusal, 'The calendars could not be saved.') });
    } finally {
      setSaving(false);
    }
  }

  const toggle = (url: string, on: boolean) =>
    setRead((urls) => (on ? [...urls, url] : urls.filter((other) => other !== url)));

  return (
    <div className="flex flex-col gap-3">
      {!calendars && !message ? <p className="text-muted-foreground text-sm">Loading your calendars…</p> : null}
      {calendars && calendars.length === 0 ? (
        <p className="text-muted-foreground text-sm">This account has no calendars yet.</p>
      ) : null}
      {calendars && calendars.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">CalDAV calendars</legend>
          <div className="text-muted-foreground grid grid-cols-[1fr_auto_auto] gap-x-4 text-xs">
            <span>Calendar</span>
            <span>Blocks slots</span>
            <span>Gets sessions</span>
          </div>
          {calendars.map((calendar) => (
            <div key={calendar.url} className="grid grid-cols-[1fr_auto_auto] items-center gap-x-4 text-sm">
              <span className="min-w-0 break-words">{calendar.name}</span>
              <span className="flex w-20 justify-center">
                <Checkbox
                  aria-label={`${calendar.name} blocks slots`}
                  checked={read.includes(calendar.url)}
                  onCheckedChange={(checked) => toggle(calendar.url, checked === true)}
                />
              </span>
              <span className="flex w-20 justify-center">
                <input
                  type="radio"
                  name="caldav-write-calendar"
                  aria-label={`Write sessions to ${calendar.name}`}
                  className="accent-primary size-4"
                  checked={write === calendar.url}
                  onChange={() => setWrite(calendar.url)}
                />
              </span>
            </div>
          ))}
          <Button type="button" variant="ghost" size="sm" className="self-start" onClick={() => setWrite(null)}>
            Write sessions to no calendar
          </Button>
        </fieldset>
      ) : null}
      {message ? (
        <p
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={message.tone === 'error' ? 'text-danger-foreground text-sm' : 'text-success-foreground text-sm'}
        >
          {message.text}
        </p>
      ) : null}
      {calendars && calendars.length > 0 ? (
        <div>
          <Button type="button" onClick={save} loading={saving}>
            Save CalDAV calendars
          </Button>
        </div>
      ) : null}
    </div>
  );
}
