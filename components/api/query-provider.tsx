'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiRefusal } from '@/lib/client/api-refusal';

/** Server failures and a dropped network are worth a retry; a refusal of the request is not. */
const retryable = (failures: number, error: unknown) =>
  failures < 2 && error instanceof ApiRefusal && (error.status === 0 || error.status >= 500);

/**
 * One query cache per tab for our API (useApiMutation, useApiForm, useApiQuery). The public pages
 * use it alone; the other areas also keep search state in the URL (ApiProvider, nuqs).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: retryable },
          mutations: { retry: false },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
