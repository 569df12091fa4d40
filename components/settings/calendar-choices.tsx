'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';

export type CalendarChoice = { id: string; name: string; main?: boolean; writable?: boolean };
export type PickerMessage = { tone: 'ok' | 'error'; text: string };

type Props = {
  /** Null while loading. */
  calendars: CalendarChoice[] | null;
  read: string[];
  onReadChange: (read: string[]) => void;
  write: string | null;
  onWriteChange: (write: string | null) => void;
  legend: string;
  /** The radio group's name (unique on the page). */
  radioName: string;
  /** Prefix of the checkboxes' ids, when they need one. */
  checkboxIdPrefix?: string;
  emptyText?: string;
  hint?: ReactNode;
  /** Offer "Write sessions to no calendar". */
  allowNoWrite?: boolean;
  message: PickerMessage | null;
  saveLabel: string;
  saving: boolean;
  saveDisabled?: boolean;
  onSave: () => void;
};

/** The choices being made (read calendars, write calendar) and the message under them. */
export function useCalendarChoices() {
  const [read, setRead] = useState<string[]>([]);
  const [write, setWrite] = useState<string | null>(null);
  const [message, setMessage] = useState<PickerMessage | null>(null);
  return {
    read,
    write,
    setRead,
    setWrite,
    setMessage,
    /** For <CalendarChoices {...choices.props} />. */
    props: { read, onReadChange: setRead, write, onWriteChange: setWrite, message },
  };
}

/**
 * The calendars of a connected account (Google or CalDAV): checkboxes for those whose busy time
 * blocks slots, a radio for the one that gets sessions, and a save button.
 */
export function CalendarChoices(props: Props) {
  const t = useTranslations('teacherSettingsConnections.calendars');
  const { calendars, read, write, message } = props;
  const toggle = (id: string, on: boolean) =>
    props.onReadChange(on ? [...read, id] : read.filter((other) => other !== id));

  return (
    <div className="flex flex-col gap-3">
      {!calendars && !message ? <p className="text-muted-foreground text-sm">{t('loading')}</p> : null}
      {calendars && calendars.length === 0 && props.emptyText ? (
        <p className="text-muted-foreground text-sm">{props.emptyText}</p>
      ) : null}
      {calendars && calendars.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{props.legend}</legend>
          <div className="text-muted-foreground grid grid-cols-[1fr_auto_auto] gap-x-4 text-xs">
            <span>{t('calendar')}</span>
            <span>{t('blocksSlots')}</span>
            <span>{t('getsSessions')}</span>
          </div>
          {calendars.map((calendar) => (
            <div key={calendar.id} className="grid grid-cols-[1fr_auto_auto] items-center gap-x-4 text-sm">
              <span className="min-w-0 break-words">
                {calendar.name}
                {calendar.main ? <span className="text-muted-foreground"> {t('main')}</span> : null}
              </span>
              <span className="flex w-20 justify-center">
                <Checkbox
                  id={props.checkboxIdPrefix ? `${props.checkboxIdPrefix}${calendar.id}` : undefined}
                  aria-label={t('blocksLabel', { name: calendar.name })}
                  checked={read.includes(calendar.id)}
                  onCheckedChange={(checked) => toggle(calendar.id, checked === true)}
                />
              </span>
              <span className="flex w-20 justify-center">
                <input
                  type="radio"
                  name={props.radioName}
                  aria-label={t('writeLabel', { name: calendar.name })}
                  className="accent-primary size-4"
                  disabled={calendar.writable === false}
                  checked={write === calendar.id}
                  onChange={() => props.onWriteChange(calendar.id)}
                />
              </span>
            </div>
          ))}
          {props.allowNoWrite ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="self-start"
              onClick={() => props.onWriteChange(null)}
            >
              {t('noWrite')}
            </Button>
          ) : null}
          {props.hint}
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
          <Button type="button" onClick={props.onSave} loading={props.saving} disabled={props.saveDisabled}>
            {props.saveLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
