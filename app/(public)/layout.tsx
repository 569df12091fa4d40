import type { ReactNode } from 'react';
import { currentSession } from '@/lib/auth/require-page';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { BareDocument } from '../bare-document';
import { PublicShell } from './public-shell';

export { documentMetadata as generateMetadata } from '../bare-document';

/**
 * The public pages rendered per request (a signed-in visitor, review paging, a checkout's return,
 * service and booking pages): the visitor's language, their session in the header. The teacher's
 * page for everyone else is cached (app/public/[locale]/[slug], decision 0143). No client
 * providers here, and no import of a module that has them (Next puts every client module a
 * segment imports into its scripts): the booking page wraps itself in the API client and toasts
 * (decision 0181), and a page whose islands have words of their own in next-intl's provider
 * (PublicClientWords, decision 0185); the others ship neither.
 */
export default async function PublicLayout({ children }: { children: ReactNode }) {
  const [regional, session] = await Promise.all([requestRegionalFormat(), currentSession()]);
  return (
    <BareDocument locale={regional.locale}>
      <PublicShell session={session}>{children}</PublicShell>
    </BareDocument>
  );
}
