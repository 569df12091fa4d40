'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { Button } from '@/components/ui/button';
import { detectTimeZone } from '@/lib/core/time';
import { shiftIsoDate, zonedToday } from '@/lib/core/zoned-date';
import { formatDayLabel, groupSlotsByLocalDay, slotWindow, type LocalSlot } from '@/lib/availability/local-slots';
import { PreferenceFields } from './preference-fields';
import { SlotList } from './slot-list';
import { NoSlots, SlotListSkeleton, SlotsError } from './slot-picker-states';
import { TimeZoneField } from './time-zone-field';
import { useSlots, type SlotPreferences, type SlotSource } from './use-slots';

export type PickedSlot = { slot: LocalSlot; timeZone: string };

export type SlotPickerProps = {
  teacherSlug: string;
  serviceId: string;
  /** `student` for a signed-in student's own teacher's services (private ones too); default `public`. */
  source?: SlotSource;
  /** `startUtc` of the chosen slot, or null. */
  selected: string | null;
  /** A slot was chosen (null: the choice is gone, e.g. after a zone change). */
  onSelect: (picked: PickedSlot | null) => void;
  /** Change it to load the times again (e.g. after a 409 SLOT_UNAVAILABLE). */
  reloadKey?: number;
  /** The zone to start in (a signed-in student's own); else the browser's. Still changeable. */
  initialTimeZone?: string;
};

const windowDays = 14;
/** About a year ahead; the teacher's own horizon leaves later windows empty anyway. */
const maxWindows = 26;
const noPreferences: SlotPreferences = { days: [], from: '', to: '' };

const noSubscription = () => () => {};

/** The browser's zone, read after hydration (the server cannot know it, so it renders null). */
const useDetectedTimeZone = () =>
  useSyncExternalStore(
    noSubscription,
    () => detectTimeZone(),
    () => null,
  );

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * Free times of a service in two-week windows, in the visitor's zone (detected, changeable), with
 * optional preferred days and hours marking the matching times. Used by the booking page and the
 * portal's reschedule dialog.
 */
export function SlotPicker({
  teacherSlug,
  serviceId,
  source = 'public',
  selected,
  onSelect,
  reloadKey = 0,
  initialTimeZone,
}: SlotPickerProps) {
  const detected = useDetectedTimeZone();
  const [chosenZone, setChosenZone] = useState<string | null>(null);
  const timeZone = chosenZone ?? initialTimeZone ?? detected;
  if (!timeZone) return <SlotListSkeleton />;
  return (
    <SlotPickerIn
      timeZone={timeZone}
      onTimeZoneChange={(zone) => {
        setChosenZone(zone);
        onSelect(null);
      }}
      teacherSlug={teacherSlug}
      serviceId={serviceId}
      source={source}
      selected={selected}
      onSelect={onSelect}
      reloadKey={reloadKey}
    />
  );
}

type InnerProps = SlotPickerProps & { timeZone: string; onTimeZoneChange: (zone: string) => void };

function SlotPickerIn({
  teacherSlug,
  serviceId,
  source = 'public',
  selected,
  onSelect,
  reloadKey,
  timeZone,
  onTimeZoneChange,
}: InnerProps) {
  const t = useTranslations('booking.picker');
  const regional = useRegionalFormat();
  const name = useId();
  const [windowIndex, setWindowIndex] = useState(0);
  const [preferences, setPreferences] = useState(noPreferences);
  const [onlyPreferred, setOnlyPreferred] = useState(false);
  const sentPreferences = useDebounced(preferences, 400);

  const today = useMemo(() => zonedToday(timeZone), [timeZone]);
  const { start, end } = slotWindow(shiftIsoDate(today, windowIndex * windowDays), windowDays);
  const query = { serviceId, timeZone, start, end, preferences: sentPreferences };
  const { state, retry } = useSlots(source, teacherSlug, query, reloadKey);

  const days = useMemo(
    () => (state.status === 'ready' ? groupSlotsByLocalDay(state.slots, regional) : []),
    [state, regional],
  );
  const preferredCount = days.reduce((count, day) => count + day.slots.filter((slot) => slot.isPreferred).length, 0);
  const shownDays = onlyPreferred
    ? days
        .map((day) => ({ ...day, slots: day.slots.filter((slot) => slot.isPreferred || slot.startUtc === selected) }))
        .filter((day) => day.slots.length > 0)
    : days;

  function moveWindow(step: number) {
    setWindowIndex((index) => Math.min(Math.max(index + step, 0), maxWindows - 1));
  }

  return (
    <div className="space-y-4">
      <TimeZoneField value={timeZone} onChange={onTimeZoneChange} />
      <PreferenceFields value={preferences} onChange={setPreferences} />

      <div className="flex items-center justify-between gap-2">
        <Button
          variant="secondary"
          size="icon-sm"
          aria-label={t('previous')}
          disabled={windowIndex === 0}
          onClick={() => moveWindow(-1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p className="text-foreground text-sm font-medium" aria-live="polite">
          {formatDayLabel(start, regional)} – {formatDayLabel(end, regional)}
        </p>
        <Button
          variant="secondary"
          size="icon-sm"
          aria-label={t('next')}
          disabled={windowIndex >= maxWindows - 1}
          onClick={() => moveWindow(1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>

      {state.status === 'ready' && preferredCount > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <p className="text-muted-foreground">
            {t('matching', { count: preferredCount })}
          </p>
          <label className="text-foreground flex items-center gap-2">
            <input
              type="checkbox"
              className="accent-primary size-4"
              checked={onlyPreferred}
              onChange={(event) => setOnlyPreferred(event.target.checked)}
            />
            {t('onlyMatching')}
          </label>
        </div>
      ) : null}

      {state.status === 'loading' ? <SlotListSkeleton /> : null}
      {state.status === 'error' ? <SlotsError message={state.message} onRetry={retry} /> : null}
      {state.status === 'ready' && days.length === 0 ? <NoSlots onNext={() => moveWindow(1)} /> : null}
      {state.status === 'ready' && days.length > 0 ? (
        <SlotList name={name} days={shownDays} selected={selected} onSelect={(slot) => onSelect({ slot, timeZone })} />
      ) : null}
    </div>
  );
}
