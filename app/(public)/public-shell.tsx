import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '@/components/i18n/language-switcher';
import { Logo } from '@/components/ui/logo';
import { StudentSignInLink } from '@/components/public/student-sign-in-link';
import type { ResolvedSession } from '@/lib/auth/resolve-session';

const headerLink = 'text-primary text-sm font-medium hover:underline';

/**
 * The public pages' header and footer. The header knows who is there: a signed-in student goes to
 * their portal, a teacher to their dashboard, anyone else may sign in (the cached page is only ever
 * served to a request without a session, so it passes none).
 */
export async function PublicShell({ session, children }: { session: ResolvedSession | null; children: ReactNode }) {
  const t = await getTranslations('publicPage.header');
  return (
    <div className="bg-background min-h-dvh">
      <header className="border-border bg-surface/80 border-b backdrop-blur">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between px-4 sm:px-6">
          <Link href="/" aria-label={t('home')}>
            <Logo />
          </Link>
          {session?.role === 'student' ? (
            <Link href="/portal" className={headerLink}>
              {t('portal')}
              <span className="sr-only"> ({session.student.name})</span>
            </Link>
          ) : session?.role === 'teacher' ? (
            <Link href="/teacher" className={headerLink}>
              {t('dashboard')}
            </Link>
          ) : (
            <StudentSignInLink label={t('studentSignIn')} className={headerLink} />
          )}
        </div>
      </header>
      <main className="mx-auto max-w-5xl space-y-10 px-4 py-8 sm:px-6 sm:py-12">{children}</main>
      <footer className="border-border mx-auto flex max-w-5xl justify-center border-t px-4 py-6 sm:px-6">
        <LanguageSwitcher />
      </footer>
    </div>
  );
}
