import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { TeacherShell } from '@/components/teacher/teacher-shell';
import { countUnreadNotifications } from '@/lib/notifications/in-app/count-unread-notifications';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('teacherShell.meta');
  return { title: { template: '%s · Lektio', default: t('defaultTitle') }, robots: { index: false, follow: false } };
}

export default async function TeacherLayout({ children }: { children: ReactNode }) {
  // Redirects to /sign-in when there is no teacher session.
  const teacher = await requireTeacherPage();
  // The bell's number: one indexed count per page load.
  const unread = await countUnreadNotifications(teacher.id);
  return (
    <TeacherShell
      teacher={{
        name: teacher.name,
        email: teacher.email,
        slug: teacher.slug,
        avatarUrl: teacher.avatarUrl,
      }}
      notifications={{ unread, timezone: teacher.timezone }}
    >
      {children}
    </TeacherShell>
  );
}
