import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { requireStudentPage } from '@/lib/auth/require-page';
import { PortalShell } from '@/components/portal/portal-shell';
import { readPayerFamily } from '@/lib/families/portal/read-payer-family';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('portal.meta');
  return { title: { template: '%s · Lektio', default: t('title') }, robots: { index: false, follow: false } };
}

export default async function PortalLayout({ children }: { children: ReactNode }) {
  // Redirects to /sign-in when there is no student session.
  const { student, impersonating, payer } = await requireStudentPage();
  // A family's payer (issue 34) switches between the members in the header.
  const family = payer
    ? await readPayerFamily({ teacherId: student.teacherId, actingStudentId: student.id, payer })
    : null;
  return (
    <PortalShell
      student={{ name: student.name }}
      impersonating={impersonating}
      family={
        family
          ? { payerName: family.payer.name, members: family.members, actingStudentId: family.actingStudentId }
          : null
      }
    >
      {children}
    </PortalShell>
  );
}
