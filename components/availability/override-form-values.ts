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

/** The kinds in the editor's order; their words are `teacherCalendar.availability.kind.<kind>`. */
export const OVERRIDE_KINDS: OverrideKind[] = ['closed', 'blocked', 'extra'];

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

/** "Closed all day", "Unavailable 12:00–14:00", "Extra hours 18:00–20:00" (`teacherCalendar.availability.describe`). */
export function describeOverride(
  override: Pick<TOverride, 'isAvailable' | 'startTime' | 'endTime'>,
  t: (key: string, values?: Record<string, string>) => string,
): string {
  const kind = overrideKindOf(override);
  return t(kind, { times: `${override.startTime ?? ''}–${override.endTime ?? ''}` });
}
