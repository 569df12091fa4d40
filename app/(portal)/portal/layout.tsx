import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { requireStudentPage } from '@/lib/auth/require-page';
import { PortalShell } from '@/components/portal/portal-shell';

export const metadata: Metadata = {
  title: { template: '%s · Lektio', default: 'Your sessions · Lektio' },
  robots: { index: false, follow: false },
};

export default async function PortalLayout({ children }: { children: ReactNode }) {
  // Redirects to /sign-in when there is no student session.
  const { student, impersonating } = await requireStudentPage();
  return (
    <PortalShell student={{ name: student.name }} impersonating={impersonating}>
      {children}
    </PortalShell>
  );
}
