import Link from 'next/link';
import type { ReactNode } from 'react';
import { Logo } from '@/components/ui/logo';
import { StudentSignInLink } from '@/components/public/student-sign-in-link';
import { currentSession } from '@/lib/auth/require-page';

const headerLink = 'text-primary text-sm font-medium hover:underline';

export default async function PublicLayout({ children }: { children: ReactNode }) {
  // The header knows who is there: a signed-in student goes to their portal, anyone else may sign in.
  const session = await currentSession();
  return (
    <div className="bg-background min-h-dvh">
      <header className="border-border bg-surface/80 border-b backdrop-blur">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between px-4 sm:px-6">
          <Link href="/" aria-label="Lektio home">
            <Logo />
          </Link>
          {session?.role === 'student' ? (
            <Link href="/portal" className={headerLink}>
              Your portal<span className="sr-only"> ({session.student.name})</span>
            </Link>
          ) : session?.role === 'teacher' ? (
            <Link href="/teacher" className={headerLink}>
              Your dashboard
            </Link>
          ) : (
            <StudentSignInLink className={headerLink} />
          )}
        </div>
      </header>
      <main className="mx-auto max-w-5xl space-y-10 px-4 py-8 sm:px-6 sm:py-12">{children}</main>
    </div>
  );
}
