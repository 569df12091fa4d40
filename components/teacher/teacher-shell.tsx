import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { TeacherSidebar } from '@/components/teacher/teacher-sidebar';
import { TeacherTopBar, type TeacherTopBarProps } from '@/components/teacher/teacher-top-bar';

/** The teacher area frame: skip link, desktop sidebar, top bar and the main landmark. */
export function TeacherShell({
  teacher,
  notifications,
  children,
}: Pick<TeacherTopBarProps, 'teacher' | 'notifications'> & { children: ReactNode }) {
  const t = useTranslations('teacherShell');
  return (
    <div className="bg-background min-h-dvh lg:pl-64">
      <a
        href="#main-content"
        className="bg-primary text-primary-foreground sr-only z-50 rounded-md px-4 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      <TeacherSidebar slug={teacher.slug} />
      <TeacherTopBar teacher={teacher} notifications={notifications} />
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl px-4 py-6 outline-none sm:px-6 sm:py-8 lg:px-8"
      >
        {children}
      </main>
    </div>
  );
}
