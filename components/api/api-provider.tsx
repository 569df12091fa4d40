'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NuqsAdapter } from 'nuqs/adapters/next/app';
import { useState, type ReactNode } from 'react';
import { ApiRefusal } from '@/lib/client/api-refusal';

/** Server failures and a dropped network are worth a retry; a refusal of the request is not. */
const retryable = (failures: number, error: unknown) =>
  failures < 2 && error instanceof ApiRefusal && (error.status === 0 || error.status >= 500);

/** The browser side of our API: one query cache per tab, and URL search state through nuqs. */
export function ApiProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: retryable },
          mutations: { retry: false },
        },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      <NuqsAdapter>{children}</NuqsAdapter>
    </QueryClientProvider>
  );
}
