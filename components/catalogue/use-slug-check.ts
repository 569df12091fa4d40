'use client';

import { useQueryClient } from '@tanstack/react-query';
import { apiQueryKey, useApiQuery } from '@/components/api/use-api-query';
import { useDebouncedValue } from '@/components/ui/use-debounced-value';
import { checkServiceSlugRoute } from '@/lib/catalogue/contracts';
import type { TSlugCheckResult } from '@/lib/catalogue/schemas';
import { callApi } from '@/lib/client/call-api';

export type SlugState = 'idle' | 'checking' | 'available' | 'taken' | 'invalid' | 'unknown';

const debounceMs = 350;

const stateOf = (result: TSlugCheckResult): SlugState => (result.available ? 'available' : (result.reason ?? 'taken'));
const inputFor = (slug: string, excludeId: string | undefined) => ({ query: { slug, excludeId } });

/**
 * Live availability of a service slug (GET /api/teacher/services/slug-check once typing pauses).
 * `verify` answers for a slug at once, for the submit handler; an empty slug is 'idle'.
 */
export function useSlugCheck(slug: string, excludeId?: string) {
  const queryClient = useQueryClient();
  const trimmed = slug.trim();
  const settled = useDebouncedValue(trimmed, debounceMs);
  const check = useApiQuery(checkServiceSlugRoute, inputFor(settled, excludeId), {
    enabled: settled !== '' && settled === trimmed,
  });

  const state: SlugState = !trimmed
    ? 'idle'
    : settled !== trimmed || check.isPending
      ? 'checking'
      : check.isError
        ? 'unknown'
        : stateOf(check.data);

  async function verify(value: string): Promise<SlugState> {
    const wanted = value.trim();
    if (!wanted) return 'idle';
    const input = inputFor(wanted, excludeId);
    return queryClient
      .fetchQuery({
        queryKey: apiQueryKey(checkServiceSlugRoute, input),
        queryFn: ({ signal }) => callApi(checkServiceSlugRoute, input, { signal }),
      })
      .then(stateOf, () => 'unknown' as const);
  }

  /** Forget earlier answers: after a save, which slugs are free has changed. */
  function forget() {
    queryClient.removeQueries({ queryKey: [checkServiceSlugRoute.method, checkServiceSlugRoute.path] });
  }

  return { state, verify, forget };
}
