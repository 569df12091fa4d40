'use client';

import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { QueryProvider } from './query-provider';

/**
 * The public booking page's providers: the API client without URL search state, and toasts. Only
 * that page uses them, so it wraps itself (the other public pages ship neither: issue 38, item 6,
 * decision 0181). The toasts' region comes first in a box-less wrapper so that the page's spacing
 * (`space-y` of the main column, which skips the last child) stays as it was.
 */
export function PublicPageProviders({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <div className="contents">
        <Toaster position="top-right" richColors closeButton />
      </div>
      {children}
    </QueryProvider>
  );
}
