import type { Interval } from './engine-types';

export type BusyQuery = { teacherId: string; from: Date; to: Date };

/**
 * Busy time kept outside Lektio (a teacher's read calendars). The calendar integration implements
 * this and replaces the default below; until then nothing external is busy. Errors propagate: an
 * adapter that prefers to degrade (offer slots without its events) decides that itself.
 */
export interface ExternalBusySource {
  getBusy(query: BusyQuery): Promise<Interval[]>;
}

export const noExternalBusy: ExternalBusySource = { getBusy: async () => [] };

/** The source loadBusyIntervals uses unless told otherwise. */
export const defaultExternalBusySource: ExternalBusySource = noExternalBusy;
