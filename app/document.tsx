import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ComponentType, ReactNode } from 'react';
import { RegionalFormatProvider } from '@/components/i18n/regional-format-provider';
import type { RegionalFormat } from '@/lib/core/locale';
import { loadMessages } from '@/lib/i18n/catalogue';
import { clientMessages, type ClientAudience } from '@/lib/i18n/client-messages';
import './globals.css';

/**
 * The HTML document (`<html lang>`, font, the client providers). The root layout passes its
 * children through: each area's layout renders this document, with its language decided per request
 * (`app/(...)/layout.tsx`, lib/http/request-locale.ts) or, for the cached public page, from its path
 * (app/public/..., decision 0143). Next allows one document per area (the "multiple root layouts"
 * shape); a navigation between areas replaces the whole document.
 */

// Self-hosted Inter (no network at build time): the variable woff2 from @fontsource-variable/inter.
const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
});

export async function documentMetadata(): Promise<Metadata> {
  const t = await getTranslations('common');
  return {
    title: { template: '%s · Lektio', default: t('meta.title') },
    description: t('meta.description'),
    applicationName: 'Lektio',
  };
}

export const documentViewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#fbfbfd',
};

type DocumentProps = {
  regional: RegionalFormat;
  /**
   * Which messages the browser gets (lib/i18n/client-messages.ts); null: none, and no client
   * providers at all (the cached public page, whose islands take their words as props: issue 38).
   */
  audience: ClientAudience | null;
  /**
   * The client providers of the area (API client, toasts), passed in so that each area's script
   * carries only its own (components/api/page-providers.tsx); none on the cached public page.
   */
  Providers?: ComponentType<{ children: ReactNode }>;
  children: ReactNode;
};

// The page's language (the teacher's, the student's or the visitor's) says `<html lang>`, and
// client components get its messages and clock through the two providers.
export function Document({ regional, audience, Providers, children }: DocumentProps) {
  return (
    <html lang={regional.locale} className={inter.variable}>
      <body className="bg-background text-foreground min-h-dvh font-sans">
        {audience ? (
          <NextIntlClientProvider
            locale={regional.locale}
            messages={clientMessages(loadMessages(regional.locale), audience)}
          >
            <RegionalFormatProvider value={regional}>
              {Providers ? <Providers>{children}</Providers> : children}
            </RegionalFormatProvider>
          </NextIntlClientProvider>
        ) : (
          children
        )}
      </body>
    </html>
  );
}
