import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { requireStudentPage } from '@/lib/auth/require-page';
import { PortalShell } from '@/components/portal/portal-shell';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('portal.meta');
  return { title: { template: '%s · Lektio', default: t('title') }, robots: { index: false, follow: false } };
}

export default async function PortalLayout({ children }: { children: ReactNode }) {
  // Redirects to /sign-in when there is no student session.
  const { student, impersonating } = await requireStudentPage();
  return (
    <PortalShell student={{ name: student.name }} impersonating={impersonating}>
      {children}
    </PortalShell>
  );
}
