import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import './globals.css';

/**
 * The HTML document without client providers: `<html lang>`, the font, the page's styles. Its own
 * module, importing no client component, so that a segment that renders it (the root 404, the
 * cached public page) or reads only its viewport (the root layout) does not put the providers'
 * script (next-intl's client, ~12 KB) into every page's entry scripts (issue 38, item 6, 0181).
 * Documents with providers are app/document.tsx.
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

export function BareDocument({ locale, children }: { locale: string; children: ReactNode }) {
  return (
    <html lang={locale} className={inter.variable}>
      <body className="bg-background text-foreground min-h-dvh font-sans">{children}</body>
    </html>
  );
}
