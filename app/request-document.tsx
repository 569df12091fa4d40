import type { ReactNode } from 'react';
import { AppProviders } from '@/components/api/page-providers';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import type { ClientAudience } from '@/lib/i18n/client-messages';
import { Document, documentMetadata } from './document';

/** The document of a page rendered per request, in the request's language (lib/http/request-locale.ts). */
export async function RequestDocument({
  audience = 'app',
  children,
}: {
  audience?: Exclude<ClientAudience, 'public'>;
  children: ReactNode;
}) {
  return (
    <Document regional={await requestRegionalFormat()} audience={audience} Providers={AppProviders}>
      {children}
    </Document>
  );
}

/** An area's layout exports it beside its document (title template, description). */
export const generateMetadata = documentMetadata;
