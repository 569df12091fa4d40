import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { loadMessages } from '@/lib/i18n/catalogue';
import type { Locale } from '@/lib/core/locale';

/** A component rendered in a test with the catalogue of `locale` (components call `useTranslations`). */
export const withIntl = (node: ReactNode, locale: Locale = 'en') => (
  <NextIntlClientProvider locale={locale} messages={loadMessages(locale)} timeZone="UTC">
    {node}
  </NextIntlClientProvider>
);
