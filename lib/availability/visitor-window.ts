import { parseIsoDate, wallTimeToUtc } from '@/lib/core/time';
import type { Interval } from './engine-types';

/** Local dates of the visitor, both inclusive: `2026-03-01` to `2026-03-31` in America/New_York. */
export type VisitorWindow = { startDate: string; endDate: string; timeZone: string };

/** The instants slots may start in: from local midnight of the first date to local midnight after the last. */
export const visitorWindowRange = ({ startDate, endDate, timeZone }: VisitorWindow): Interval => ({
  start: wallTimeToUtc(parseIsoDate(startDate), 0, timeZone),
  end: wallTimeToUtc(parseIsoDate(endDate) + 1, 0, timeZone),
});
