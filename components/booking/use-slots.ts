'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiQueryKey, useApiQuery } from '@/components/api/use-api-query';
import { serviceAvailabilityRoute, studentServiceAvailabilityRoute } from '@/lib/availability/contracts';
import { ApiRefusal } from '@/lib/client/api-refusal';
import { slotQuery, type Slot, type SlotQuery } from '@/lib/availability/local-slots';

export type SlotPreferences = SlotQuery['preferences'];

export type SlotsState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; slots: Slot[] };

/**
 * Where the free times come from: `public` (visitors, trials) serves the teacher's public services
 * only; `student` serves every active service of the signed-in student's own teacher, private ones
 * included (portal booking and rescheduling).
 */
export type SlotSource = 'public' | 'student';

function failure(error: unknown): string {
  if (!(error instanceof ApiRefusal)) return 'The free times could not be loaded.';
  if (error.status === 429) return 'Too many look-ups in a short time. Wait a minute and try again.';
  if (error.status === 404) return 'This service can no longer be booked online.';
  return error.message || 'The free times could not be loaded.';
}

/** The availability read of the source (both hooks are called; only the source's one asks). */
function useAvailability(source: SlotSource, teacherSlug: string, query: SlotQuery) {
  const input = { query: slotQuery(query) };
  const publicSlots = useApiQuery(
    serviceAvailabilityRoute,
    { params: { slug: teacherSlug }, ...input },
    { enabled: source === 'public' },
  );
  const studentSlots = useApiQuery(studentServiceAvailabilityRoute, input, { enabled: source === 'student' });
  return source === 'student' ? studentSlots : publicSlots;
}

/**
 * The free slots for a query; a newer query reads as loading until its own answer arrives. `retry`
 * asks again; a change of `reloadKey` (after a 409 SLOT_UNAVAILABLE) drops every window loaded so
 * far, so the times shown read as loading until the new answer.
 */
export function useSlots(
  source: SlotSource,
  teacherSlug: string,
  query: SlotQuery,
  reloadKey = 0,
): { state: SlotsState; retry: () => void } {
  const slots = useAvailability(source, teacherSlug, query);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (reloadKey === 0) return;
    const contract = source === 'student' ? studentServiceAvailabilityRoute : serviceAvailabilityRoute;
    void queryClient.resetQueries({ queryKey: apiQueryKey(contract, {}).slice(0, 2) });
  }, [reloadKey, source, queryClient]);

  const state: SlotsState = slots.data
    ? { status: 'ready', slots: slots.data.slots }
    : slots.isError && !slots.isFetching
      ? { status: 'error', message: failure(slots.error) }
      : { status: 'loading' };
  return { state, retry: () => void slots.refetch() };
}
