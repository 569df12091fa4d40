import { z } from 'zod';

/** A day range of a filter: both days included, as a teacher reads "from 1 March to 31 March". */
export type DayRangeFilter = { fromLabel: string; toLabel: string };

/**
 * The filter bar's fields: every value a trimmed string ('' is "no filter"); with a day range,
 * `to` may not be before `from` (the same day is a one-day range).
 */
/** The refusal of an end before the start; the filter bar shows it in the reader's language. */
export const endBeforeStartMessage = 'The end date is before the start date';

export function filterBarSchema(names: readonly string[], withDays: boolean) {
  const shape: Record<string, z.ZodString> = {};
  for (const name of names) shape[name] = z.string().trim().max(100);
  if (withDays) {
    shape.from = z.string();
    shape.to = z.string();
  }
  return z.object(shape).refine((values) => !values.from || !values.to || values.from <= values.to, {
    path: ['to'],
    message: endBeforeStartMessage,
  });
}
