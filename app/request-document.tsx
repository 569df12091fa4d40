import type { ReactNode } from 'react';
import { AppProviders } from '@/components/api/page-providers';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { Document, documentMetadata } from './document';

/** The document of a page rendered per request, in the request's language (lib/http/request-locale.ts). */
export async function RequestDocument({ children }: { children: ReactNode }) {
  return (
    <Document regional={await requestRegionalFormat()} audience="app" Providers={AppProviders}>
      {children}
    </Document>
  );
}

/** An area's layout exports it beside its document (title template, description). */
export const generateMetadata = documentMetadata;
