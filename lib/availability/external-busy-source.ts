import { googleCalendarBusySource } from '@/lib/integrations/google-calendar/busy/google-calendar-busy-source';
import type { ExternalBusySource } from './external-busy-types';

// The types live in external-busy-types.ts, which the Google adapter imports without importing this file.
export type { BusyQuery, ExternalBusySource, ExternalBusyStatus, ExternalCalendarHint } from './external-busy-types';

export const noExternalBusy: ExternalBusySource = { getBusy: async () => [] };

/**
 * The source loadBusyIntervals uses unless told otherwise: the teacher's Google read calendars when
 * a calendar connection exists, nothing otherwise.
 */
export const defaultExternalBusySource: ExternalBusySource = googleCalendarBusySource;
