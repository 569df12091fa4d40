'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Reloads the server component every few seconds while the processor's webhook has not yet
 * activated the enrollment; stops after a minute (the page says to come back later).
 */
export function RefreshWhilePending({ everyMs = 2000, forMs = 60_000 }: { everyMs?: number; forMs?: number }) {
  const router = useRouter();
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      if (Date.now() - started > forMs) window.clearInterval(timer);
      else router.refresh();
    }, everyMs);
    return () => window.clearInterval(timer);
  }, [router, everyMs, forMs]);
  return null;
}
