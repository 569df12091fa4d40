import type { ReactNode } from 'react';
import { PublicPageProviders } from '@/components/api/public-page-providers';
import { currentSession } from '@/lib/auth/require-page';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { Document } from '../document';
import { PublicShell } from './public-shell';

export { documentMetadata as generateMetadata } from '../document';

/**
 * The public pages rendered per request (a signed-in visitor, review paging, a checkout's return,
 * service and booking pages): the visitor's language, their session in the header. The teacher's
 * page for everyone else is cached (app/public/[locale]/[slug], decision 0143).
 */
export default async function PublicLayout({ children }: { children: ReactNode }) {
  const [regional, session] = await Promise.all([requestRegionalFormat(), currentSession()]);
  return (
    <Document regional={regional} audience="public" Providers={PublicPageProviders}>
      <PublicShell session={session}>{children}</PublicShell>
    </Document>
  );
}
