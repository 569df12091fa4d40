import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { ApiProvider } from '@/components/api/api-provider';
import './globals.css';

// Self-hosted Inter (no network at build time): the variable woff2 from @fontsource-variable/inter.
const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
});

export const metadata: Metadata = {
  title: {
    template: '%s · Lektio',
    default: 'Lektio: the back office for independent teachers',
  },
  description: 'Lektio brings bookings, students, materials and payments together for independent teachers.',
  applicationName: 'Lektio',
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#fbfbfd',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="bg-background text-foreground min-h-dvh font-sans">
        <ApiProvider>{children}</ApiProvider>
        <Toaster position="top-right" richColors closeButton />
      </body>
    </html>
  );
}
