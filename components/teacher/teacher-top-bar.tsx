import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { Avatar } from '@/components/ui/avatar';
import { Logo } from '@/components/ui/logo';
import { NavDrawer } from '@/components/ui/nav-drawer';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { SidebarNav } from '@/components/teacher/sidebar-nav';
import { PublicPageLink } from '@/components/teacher/teacher-sidebar';

export type TeacherTopBarProps = {
  teacher: { name: string; email: string; slug: string; avatarUrl: string | null };
  /** The bell: unread count read by the layout, and the teacher's zone for its times. */
  notifications?: { unread: number; timezone: string };
};

/** Sticky top bar: drawer menu and logo on small screens; the teacher and sign-out on the right. */
export function TeacherTopBar({ teacher, notifications }: TeacherTopBarProps) {
  const t = useTranslations('teacherShell');
  return (
    <header className="border-border bg-surface/90 supports-[backdrop-filter]:bg-surface/75 sticky top-0 z-20 border-b backdrop-blur">
      <div className="flex h-16 items-center gap-2 px-3 sm:px-6 lg:px-8">
        <NavDrawer label={t('topBar.openNavigation')} triggerClassName="lg:hidden">
          <SidebarNav />
          <div className="border-border mt-6 border-t pt-3">
            <PublicPageLink slug={teacher.slug} />
          </div>
        </NavDrawer>
        <Link href="/teacher" className="rounded-md lg:hidden" aria-label={t('logoLink')}>
          <Logo />
        </Link>

        <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
          {notifications ? (
            <NotificationBell initialUnread={notifications.unread} timezone={notifications.timezone} />
          ) : null}
          <div className="flex min-w-0 items-center gap-2.5">
            <Avatar name={teacher.name} src={teacher.avatarUrl} size="sm" decorative />
            <div className="hidden min-w-0 leading-tight sm:block">
              <p className="text-foreground truncate text-sm font-medium">{teacher.name}</p>
              <p className="text-muted-foreground truncate text-xs">{teacher.email}</p>
            </div>
            <span className="sr-only sm:hidden">{t('topBar.signedInAs', { name: teacher.name })}</span>
          </div>
          <span className="bg-border hidden h-6 w-px sm:block" aria-hidden="true" />
          <SignOutButton compact />
        </div>
      </div>
    </header>
  );
}
