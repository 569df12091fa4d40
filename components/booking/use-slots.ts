'use client';

import { useCallback, useEffect, useState } from 'react';
import type { TServiceAvailability } from '@/lib/availability/schemas';
import { slotQueryString, type Slot, type SlotQuery } from '@/lib/ui/time-zones-local-slots';
import { getJson } from '@/components/services/send-json';

export type SlotPreferences = SlotQuery['preferences'];

export type SlotsState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; slots: Slot[] };

/**
 * Where the free times come from: `public` (visitors, trials) serves the teacher's public services
 * only; `student` serves every active service of the signed-in student's own teacher, private ones
 * included (portal booking and rescheduling).
 */
export type SlotSource = 'public' | 'student';

/** The availability endpoint for a query: the teacher's public page, or the signed-in student's. */
export const availabilityUrl = (source: SlotSource, teacherSlug: string, query: SlotQuery) =>
  source === 'student'
    ? `/api/student/service-availability?${slotQueryString(query)}`
    : `/api/public/${encodeURIComponent(teacherSlug)}/service-availability?${slotQueryString(query)}`;

function failure(status: number, message: string | undefined): string {
  if (status === 429) return 'Too many look-ups in a short time. Wait a minute and try again.';
  if (status === 404) return 'This service can no longer be booked online.';
  return message ?? 'The free times could not be loaded.';
}

type Loaded = { key: string; state: Exclude<SlotsState, { status: 'loading' }> };

/**
 * Loads the free slots for a query; a newer query (or `reloadKey` change) aborts the older one.
 * `retry` asks again for the same query. Results are kept with the request they answer, so a
 * newer request reads as loading until its own answer arrives.
 */
export function useSlots(url: string, reloadKey = 0): { state: SlotsState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = `${reloadKey}:${attempt}:${url}`;

  useEffect(() => {
    const controller = new AbortController();
    void getJson<TServiceAvailability>(url, controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      const state: Loaded['state'] = answer.ok
        ? { status: 'ready', slots: answer.data.slots }
        : { status: 'error', message: failure(answer.status, answer.error?.message) };
      setLoaded({ key, state });
    });
    return () => controller.abort();
  }, [url, key]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state: loaded?.key === key ? loaded.state : { status: 'loading' }, retry };
}
