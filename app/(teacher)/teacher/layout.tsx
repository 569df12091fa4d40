import type { Metadata } from 'next';
import { getTimeZone, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { TeacherMessagesProvider } from '@/components/i18n/teacher-messages-provider';
import { TeacherShell } from '@/components/teacher/teacher-shell';
import { loadMessages } from '@/lib/i18n/catalogue';
import { teacherSectionMessages } from '@/lib/i18n/client-messages';
import { teacherAreaMessagesUrl } from '@/lib/i18n/teacher-area-messages';
import { teacherSectionOf } from '@/lib/i18n/teacher-section';
import { requestPathname, requestRegionalFormat } from '@/lib/http/request-locale';
import { countUnreadNotifications } from '@/lib/notifications/in-app/count-unread-notifications';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('teacherShell.meta');
  return { title: { template: '%s · Lektio', default: t('defaultTitle') }, robots: { index: false, follow: false } };
}

export default async function TeacherLayout({ children }: { children: ReactNode }) {
  // Redirects to /sign-in when there is no teacher session.
  const teacher = await requireTeacherPage();
  // The bell's number: one indexed count per page load.
  const [unread, { locale }, pathname, timeZone] = await Promise.all([
    countUnreadNotifications(teacher.id),
    requestRegionalFormat(),
    requestPathname(),
    getTimeZone(),
  ]);
  return (
    // The browser gets the messages of this section's components only (decision 0174).
    <TeacherMessagesProvider
      locale={locale}
      timeZone={timeZone}
      section={teacherSectionOf(pathname)}
      messages={teacherSectionMessages(loadMessages(locale), pathname, locale)}
      areaMessagesUrl={teacherAreaMessagesUrl(locale)}
    >
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
    </TeacherMessagesProvider>
  );
}
