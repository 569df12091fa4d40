'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { defaultRegionalFormat, type RegionalFormat } from '@/lib/core/locale';

const RegionalFormatContext = createContext<RegionalFormat>(defaultRegionalFormat);

/**
 * The reader's language and clock for client components: pass it to the format module
 * (`formatDateTime(at, zone, 'time', useRegionalFormat())`). Set once by the root layout from the
 * request (lib/http/request-locale.ts); server components call `requestRegionalFormat()` instead.
 */
export function RegionalFormatProvider({ value, children }: { value: RegionalFormat; children: ReactNode }) {
  return <RegionalFormatContext.Provider value={value}>{children}</RegionalFormatContext.Provider>;
}

export const useRegionalFormat = (): RegionalFormat => useContext(RegionalFormatContext);
