import { beforeEach, describe, expect, it } from 'vitest';
import {
  busyCacheTtlMs,
  clearExternalBusyCache,
  readCachedBusy,
  readCoveringBusy,
  watchedBusyCacheTtlMs,
  writeCachedBusy,
} from './external-busy-cache';

const teacherId = 'teacher-1';
const key = '2027-01-11T00:00:00.000Z|2027-01-12T00:00:00.000Z|ana';
const busy = [{ start: Date.parse('2027-01-11T09:00:00Z'), end: Date.parse('2027-01-11T10:00:00Z') }];
const window = { from: Date.parse('2027-01-11T08:00:00Z'), to: Date.parse('2027-01-11T12:00:00Z'), calendars: 'ana' };
const t0 = Date.parse('2027-01-01T00:00:00Z');

beforeEach(() => clearExternalBusyCache());

describe('external busy cache', () => {
  it('keeps an entry for a minute, or five while push channels watch the calendars', () => {
    writeCachedBusy(teacherId, key, busy, { fetchedAt: t0 });
    expect(readCachedBusy(teacherId, key, { now: t0 + busyCacheTtlMs - 1 })).toEqual(busy);
    expect(readCachedBusy(teacherId, key, { now: t0 + busyCacheTtlMs })).toBeNull();

    writeCachedBusy(teacherId, key, busy, { fetchedAt: t0, ttlMs: watchedBusyCacheTtlMs });
    expect(readCachedBusy(teacherId, key, { now: t0 + 4 * 60_000 })).toEqual(busy);
    expect(readCachedBusy(teacherId, key, { now: t0 + watchedBusyCacheTtlMs })).toBeNull();
  });

  it("treats an entry fetched before the connection's busyChangedAt as stale, however young", () => {
    writeCachedBusy(teacherId, key, busy, { fetchedAt: t0, ttlMs: watchedBusyCacheTtlMs });
    const now = t0 + 1_000;
    expect(readCachedBusy(teacherId, key, { now, changedAt: t0 - 1 })).toEqual(busy);
    expect(readCachedBusy(teacherId, key, { now, changedAt: t0 })).toEqual(busy);
    expect(readCachedBusy(teacherId, key, { now, changedAt: t0 + 1 })).toBeNull();
    expect(readCoveringBusy(teacherId, window, { now, changedAt: t0 - 1 })).toEqual(busy);
    expect(readCoveringBusy(teacherId, window, { now, changedAt: t0 + 1 })).toBeNull();
  });
});
