import type { ReactNode } from 'react';
import { currentSession } from '@/lib/auth/require-page';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { Document } from '../document';
import { PublicShell } from './public-shell';

export { documentMetadata as generateMetadata } from '../document';

/**
 * The public pages rendered per request (a signed-in visitor, review paging, a checkout's return,
 * service and booking pages): the visitor's language, their session in the header. The teacher's
 * page for everyone else is cached (app/public/[locale]/[slug], decision 0143). No client
 * providers here: the booking page, the one that needs the API client and toasts, wraps itself in
 * them (decision 0181), so the service page ships neither.
 */
export default async function PublicLayout({ children }: { children: ReactNode }) {
  const [regional, session] = await Promise.all([requestRegionalFormat(), currentSession()]);
  return (
    <Document regional={regional} audience="public">
      <PublicShell session={session}>{children}</PublicShell>
    </Document>
  );
}
