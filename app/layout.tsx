import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { ApiProvider } from '@/components/api/api-provider';
import { RegionalFormatProvider } from '@/components/i18n/regional-format-provider';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import './globals.css';

// Self-hosted Inter (no network at build time): the variable woff2 from @fontsource-variable/inter.
const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
});

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common');
  return {
    title: { template: '%s · Lektio', default: t('meta.title') },
    description: t('meta.description'),
    applicationName: 'Lektio',
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#fbfbfd',
};

// The page's language (the teacher's, the student's or the visitor's: lib/http/request-locale.ts)
// says `<html lang>`, and client components get its messages and clock through the two providers.
export default async function RootLayout({ children }: { children: ReactNode }) {
  const regional = await requestRegionalFormat();
  return (
    <html lang={regional.locale} className={inter.variable}>
      <body className="bg-background text-foreground min-h-dvh font-sans">
        <NextIntlClientProvider>
          <RegionalFormatProvider value={regional}>
            <ApiProvider>{children}</ApiProvider>
          </RegionalFormatProvider>
        </NextIntlClientProvider>
        <Toaster position="top-right" richColors closeButton />
      </body>
    </html>
  );
}
