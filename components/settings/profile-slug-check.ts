'use client';

import { useQueryClient } from '@tanstack/react-query';
import { apiQueryKey, useApiQuery } from '@/components/api/use-api-query';
import { useDebouncedValue } from '@/components/ui/use-debounced-value';
import { callApi } from '@/lib/client/call-api';
import { checkTeacherSlugRoute } from '@/lib/settings/contracts';
import type { TTeacherSlugCheckResult } from '@/lib/settings/profile-schemas';

export type ProfileSlugState =
  { kind: 'idle' | 'checking' | 'unknown' } | { kind: 'available' } | { kind: 'unavailable'; message: string };

const debounceMs = 350;

const stateOf = (result: TTeacherSlugCheckResult): ProfileSlugState =>
  result.available
    ? { kind: 'available' }
    : { kind: 'unavailable', message: result.message ?? 'This address cannot be used' };
const inputFor = (slug: string) => ({ query: { slug } });

/**
 * Live availability of the teacher's public address (GET /api/teacher/settings/slug-check once
 * typing pauses). The current slug is 'idle' (nothing to check); `verify` answers at once, for submit.
 */
export function useProfileSlugCheck(slug: string, currentSlug: string) {
  const queryClient = useQueryClient();
  const wanted = slug.trim();
  const settled = useDebouncedValue(wanted, debounceMs);
  const unchanged = wanted === currentSlug || wanted === '';
  const check = useApiQuery(checkTeacherSlugRoute, inputFor(settled), {
    enabled: !unchanged && settled === wanted,
  });

  const state: ProfileSlugState = unchanged
    ? { kind: 'idle' }
    : settled !== wanted || check.isPending
      ? { kind: 'checking' }
      : check.isError
        ? { kind: 'unknown' }
        : stateOf(check.data);

  async function verify(value: string): Promise<ProfileSlugState> {
    const input = inputFor(value.trim());
    if (value.trim() === currentSlug) return { kind: 'idle' };
    return queryClient
      .fetchQuery({
        queryKey: apiQueryKey(checkTeacherSlugRoute, input),
        queryFn: ({ signal }) => callApi(checkTeacherSlugRoute, input, { signal }),
        staleTime: 0,
      })
      .then(stateOf, () => ({ kind: 'unknown' }) as const);
  }

  /** Forget earlier answers: after a save, which slugs are free has changed. */
  function forget() {
    queryClient.removeQueries({ queryKey: [checkTeacherSlugRoute.method, checkTeacherSlugRoute.path] });
  }

  return { state, verify, forget };
}
