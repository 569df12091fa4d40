import { caldavBusySource } from '@/lib/integrations/caldav/busy/caldav-busy-source';
import { googleCalendarBusySource } from '@/lib/integrations/google-calendar/busy/google-calendar-busy-source';
import type { ExternalBusySource, ExternalBusyStatus } from './external-busy-types';

export type { BusyQuery, ExternalBusySource, ExternalBusyStatus, ExternalCalendarHint } from './external-busy-types';

export const noExternalBusy: ExternalBusySource = { getBusy: async () => [] };

/** One status for several sources: any that could not be asked makes it `unavailable`; any connected one `ok`. */
export function combinedBusyStatus(statuses: readonly ExternalBusyStatus[]): ExternalBusyStatus {
  if (statuses.includes('unavailable')) return 'unavailable';
  return statuses.includes('ok') ? 'ok' : 'not_connected';
}

/** Several sources asked together; their busy time adds up, their statuses combine. */
export function combineBusySources(sources: readonly ExternalBusySource[]): ExternalBusySource {
  return {
    async getBusy({ report, ...query }) {
      const statuses: ExternalBusyStatus[] = [];
      const answers = await Promise.all(
        sources.map((source) => source.getBusy({ ...query, report: (status) => statuses.push(status) })),
      );
      if (statuses.length) report?.(combinedBusyStatus(statuses));
      return answers.flat();
    },
  };
}

/**
 * The source loadBusyIntervals uses unless told otherwise: the teacher's Google read calendars and
 * CalDAV read calendars (decision 0104). The adapters answer in their own types (they import lib/core
 * only, docs/layers.md); this assignment is where the compiler checks they fit the port.
 */
export const defaultExternalBusySource: ExternalBusySource = combineBusySources([
  googleCalendarBusySource,
  caldavBusySource,
]);
