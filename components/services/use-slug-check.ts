'use client';

import { useEffect, useState } from 'react';
import type { TSlugCheckResult } from '@/lib/catalogue/schemas';

export type SlugState = 'idle' | 'checking' | 'available' | 'taken' | 'invalid' | 'unknown';

const debounceMs = 350;

async function askServer(slug: string, excludeId: string | undefined): Promise<SlugState> {
  const params = new URLSearchParams({ slug });
  if (excludeId) params.set('excludeId', excludeId);
  try {
    const response = await fetch(`/api/teacher/services/slug-check?${params}`, { credentials: 'same-origin' });
    if (!response.ok) return 'unknown';
    const result = (await response.json()) as TSlugCheckResult;
    return result.available ? 'available' : (result.reason ?? 'taken');
  } catch {
    return 'unknown';
  }
}

/**
 * Live availability of a service slug (debounced GET /api/teacher/services/slug-check). `verify`
 * answers for a slug at once, for the submit handler; an empty slug is 'idle'.
 */
export function useSlugCheck(slug: string, excludeId?: string) {
  const [known, setKnown] = useState<Record<string, SlugState>>({});
  const trimmed = slug.trim();
  const answered = trimmed ? known[trimmed] : undefined;

  useEffect(() => {
    if (!trimmed || answered) return;
    let current = true;
    const timer = setTimeout(async () => {
      const state = await askServer(trimmed, excludeId);
      if (current) setKnown((previous) => ({ ...previous, [trimmed]: state }));
    }, debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [trimmed, answered, excludeId]);

  const state: SlugState = !trimmed ? 'idle' : (answered ?? 'checking');

  async function verify(value: string): Promise<SlugState> {
    const wanted = value.trim();
    if (!wanted) return 'idle';
    const cached = known[wanted];
    if (cached && cached !== 'unknown') return cached;
    const answer = await askServer(wanted, excludeId);
    setKnown((previous) => ({ ...previous, [wanted]: answer }));
    return answer;
  }

  /** Forget earlier answers: after a save, which slugs are free has changed. */
  function forget() {
    setKnown({});
  }

  return { state, verify, forget };
}
