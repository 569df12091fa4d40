import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Logo } from '@/components/ui/logo';
import { NavDrawer } from '@/components/ui/nav-drawer';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { ImpersonationBanner } from '@/components/portal/impersonation-banner';
import { PortalNav } from '@/components/portal/portal-nav';
import { MemberSwitcher, type MemberSwitcherProps } from '@/components/portal/member-switcher';

export type PortalShellProps = {
  student: { name: string };
  impersonating: boolean;
  /** A payer's session (issue 34): the family's members to switch between, and who is acted for. */
  family?: (MemberSwitcherProps & { payerName: string }) | null;
  children: ReactNode;
};

/** The student portal frame: impersonation banner, header with nav, main landmark. */
export function PortalShell({ student, impersonating, family = null, children }: PortalShellProps) {
  const isPayer = family !== null;
  const who = family ? family.payerName : student.name;
  const t = useTranslations('portal.shell');
  return (
    <div className="bg-background min-h-dvh">
      <a
        href="#main-content"
        className="bg-primary text-primary-foreground sr-only z-50 rounded-md px-4 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      {impersonating ? <ImpersonationBanner studentName={student.name} /> : null}
      <header className="border-border bg-surface/90 supports-[backdrop-filter]:bg-surface/75 sticky top-0 z-20 border-b backdrop-blur">
        <div className="mx-auto flex h-16 max-w-5xl items-center gap-2 px-3 sm:px-6">
          <NavDrawer label={t('openNavigation')} triggerClassName="lg:hidden">
            <PortalNav orientation="vertical" isPayer={isPayer} />
          </NavDrawer>
          <Link
            href="/portal"
            className="mr-4 flex items-center gap-2 rounded-md"
            aria-label={t('homeLink')}
          >
            <Logo />{' '}
            <span className="bg-surface-muted text-muted-foreground hidden rounded-full px-2 py-0.5 text-xs font-medium sm:inline">
              {t('badge')}
            </span>
          </Link>
          {/* Nine links: the row scrolls inside the header rather than widening the page. */}
          <div className="hidden min-w-0 flex-1 overflow-x-auto lg:block">
            <PortalNav isPayer={isPayer} />
          </div>
          <div className="ml-auto flex min-w-0 items-center gap-2">
            {family ? <MemberSwitcher members={family.members} actingStudentId={family.actingStudentId} /> : null}
            <Avatar name={who} size="sm" decorative />
            <span className="text-foreground hidden max-w-40 truncate text-sm font-medium md:inline">{who}</span>
            <span className="sr-only md:hidden">{t('signedInAs', { name: who })}</span>
            {impersonating ? null : <SignOutButton compact />}
          </div>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-5xl px-4 py-6 outline-none sm:px-6 sm:py-8">
        {children}
      </main>
    </div>
  );
}
