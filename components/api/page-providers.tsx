'use client';

import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { ApiProvider } from './api-provider';

/** The teacher's area, the portal, sign-in: the API client with URL search state, and toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ApiProvider>
      {children}
      <Toaster position="top-right" richColors closeButton />
    </ApiProvider>
  );
}
