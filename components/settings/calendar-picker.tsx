'use client';

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { refusalMessage } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { calendarSettingsRoute, updateCalendarSettingsRoute } from '@/lib/google-connection/contracts';
import type { TCalendarSettings } from '@/lib/calendar-sync/settings/schemas';

/** Read calendars (their busy time blocks slots) as checkboxes, the one write calendar as a radio. */
export function CalendarPicker() {
  const [settings, setSettings] = useState<TCalendarSettings | null>(null);
  const [read, setRead] = useState<string[]>([]);
  const [write, setWrite] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

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
  }, []);

  async function save() {
    if (!write) return;
    setSaving(true);
    setMessage(null);
    try {
      const saved = await callApi(updateCalendarSettingsRoute, {
        body: { readCalendarIds: read, writeCalendarId: write },
      });
      setSettings(saved);
      setMessage({ tone: 'ok', text: 'Calendars saved.' });
    } catch (refusal) {
      setMessage({ tone: 'error', text: refusalMessage(refusal, 'The calendars could not be saved.') });
    } finally {
      setSaving(false);
    }
  }

  const toggle = (id: string, on: boolean) =>
    setRead((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));

  return (
    <div className="flex flex-col gap-3">
      {!settings && !message ? <p className="text-muted-foreground text-sm">Loading your calendars…</p> : null}
      {settings ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">Calendars</legend>
          <div className="text-muted-foreground grid grid-cols-[1fr_auto_auto] gap-x-4 text-xs">
            <span>Calendar</span>
            <span>Blocks slots</span>
            <span>Gets sessions</span>
          </div>
          {settings.calendars.map((calendar) => (
            <div key={calendar.id} className="grid grid-cols-[1fr_auto_auto] items-center gap-x-4 text-sm">
              <span className="min-w-0 break-words">
                {calendar.summary}
                {calendar.primary ? <span className="text-muted-foreground"> (main)</span> : null}
              </span>
              <span className="flex w-20 justify-center">
                <Checkbox
                  id={`read-${calendar.id}`}
                  aria-label={`${calendar.summary} blocks slots`}
                  checked={read.includes(calendar.id)}
                  onCheckedChange={(checked) => toggle(calendar.id, checked === true)}
                />
              </span>
              <span className="flex w-20 justify-center">
                <input
                  type="radio"
                  name="write-calendar"
                  aria-label={`Write sessions to ${calendar.summary}`}
                  className="accent-primary size-4"
                  disabled={!calendar.writable}
                  checked={write === calendar.id}
                  onChange={() => setWrite(calendar.id)}
                />
              </span>
            </div>
          ))}
          <Label className="text-muted-foreground text-xs font-normal">
            Busy times of the checked calendars are removed from your bookable slots; confirmed sessions are added to
            the one calendar chosen on the right.
          </Label>
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
      {settings ? (
        <div>
          <Button type="button" onClick={save} loading={saving} disabled={!write}>
            Save calendars
          </Button>
        </div>
      ) : null}
    </div>
  );
}
