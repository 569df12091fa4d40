'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { RegionalFormat } from '@/lib/core/locale';
import type { Messages } from '@/lib/i18n/catalogue';
import { RegionalFormatProvider } from './regional-format-provider';

export type PublicClientWordsProps = {
  regional: RegionalFormat;
  /** The public pages' namespaces (`clientMessages(..., 'public')`, see publicClientWordsProps). */
  messages: Messages;
  children: ReactNode;
};

/**
 * The words and clock of a public page's client islands that have words of their own (the booking
 * and enrollment forms, the waitlist button, a course's dates): next-intl's provider and the
 * regional format. Each public page that shows one wraps itself in these (decision 0185); the
 * others ship no next-intl client. The time zone is the request configuration's (i18n/request.ts):
 * the app writes dates with lib/presentation/format.ts, not next-intl.
 */
export function PublicClientWords({ regional, messages, children }: PublicClientWordsProps) {
  return (
    <NextIntlClientProvider locale={regional.locale} messages={messages} timeZone="UTC">
      <RegionalFormatProvider value={regional}>{children}</RegionalFormatProvider>
    </NextIntlClientProvider>
  );
}
