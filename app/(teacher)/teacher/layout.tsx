import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { TeacherShell } from '@/components/teacher/teacher-shell';

export const metadata: Metadata = {
  title: { template: '%s · Lektio', default: 'Dashboard · Lektio' },
  robots: { index: false, follow: false },
};

export default async function TeacherLayout({ children }: { children: ReactNode }) {
  // Redirects to /sign-in when there is no teacher session.
  const teacher = await requireTeacherPage();
  return (
    <TeacherShell
      teacher={{
        name: teacher.name,
        email: teacher.email,
        slug: teacher.slug,
        avatarUrl: teacher.avatarUrl,
      }}
    >
      {children}
    </TeacherShell>
  );
}
