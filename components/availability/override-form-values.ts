import type { TCreateOverrideInput, TOverride } from '@/lib/availability/schemas';

/** The three shapes of an override (docs/decisions/0015-availability.md, "Working time"). */
export type OverrideKind = 'closed' | 'blocked' | 'extra';

export type OverrideFormValues = {
  /** Local date in the teacher's zone (YYYY-MM-DD). */
  date: string;
  kind: OverrideKind;
  startTime: string;
  endTime: string;
  reason: string;
};

export const OVERRIDE_KINDS: { value: OverrideKind; label: string; submit: string }[] = [
  { value: 'closed', label: 'Closed all day', submit: 'Add closed day' },
  { value: 'blocked', label: 'Unavailable some hours', submit: 'Add blocked hours' },
  { value: 'extra', label: 'Extra hours', submit: 'Add extra hours' },
];

export const emptyOverrideValues = (date = ''): OverrideFormValues => ({
  date,
  kind: 'closed',
  startTime: '',
  endTime: '',
  reason: '',
});

/** The editor's values -> the API's body: a closed day sends no times, whatever was typed before. */
export function toOverrideInput(values: OverrideFormValues): TCreateOverrideInput {
  const withTimes = values.kind !== 'closed';
  return {
    date: values.date,
    isAvailable: values.kind === 'extra',
    startTime: withTimes ? values.startTime.trim() || null : null,
    endTime: withTimes ? values.endTime.trim() || null : null,
    reason: values.reason.trim() || null,
  };
}

export function overrideKindOf(override: Pick<TOverride, 'isAvailable' | 'startTime'>): OverrideKind {
  if (override.isAvailable) return 'extra';
  return override.startTime === null ? 'closed' : 'blocked';
}

/** "Closed all day", "Unavailable 12:00–14:00", "Extra hours 18:00–20:00". */
export function describeOverride(override: Pick<TOverride, 'isAvailable' | 'startTime' | 'endTime'>): string {
  const kind = overrideKindOf(override);
  if (kind === 'closed') return 'Closed all day';
  const times = `${override.startTime}–${override.endTime}`;
  return kind === 'extra' ? `Extra hours ${times}` : `Unavailable ${times}`;
}
