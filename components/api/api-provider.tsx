'use client';

import { NuqsAdapter } from 'nuqs/adapters/next/app';
import type { ReactNode } from 'react';
import { QueryProvider } from './query-provider';

/** The browser side of our API: one query cache per tab, and URL search state through nuqs. */
export function ApiProvider({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <NuqsAdapter>{children}</NuqsAdapter>
    </QueryProvider>
  );
}
