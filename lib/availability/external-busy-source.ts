import { googleCalendarBusySource } from '@/lib/integrations/google-calendar/busy/google-calendar-busy-source';
import type { ExternalBusySource } from './external-busy-types';

export type { BusyQuery, ExternalBusySource, ExternalBusyStatus, ExternalCalendarHint } from './external-busy-types';

export const noExternalBusy: ExternalBusySource = { getBusy: async () => [] };

/**
 * The source loadBusyIntervals uses unless told otherwise: the teacher's Google read calendars when
 * a calendar connection exists, nothing otherwise. The adapter answers in its own types (it imports
 * lib/core only, docs/layers.md); this assignment is where the compiler checks they fit the port.
 */
export const defaultExternalBusySource: ExternalBusySource = googleCalendarBusySource;
