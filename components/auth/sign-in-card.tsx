import { CircleAlert, Mail } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Logo } from '@/components/ui/logo';
import { DevLoginList, type DevTeacher } from '@/components/auth/dev-login-list';
import { GoogleIcon } from '@/components/auth/google-icon';

export type SignInCardProps = {
  /** Seeded teachers for the development login; pass nothing in production. */
  devTeachers?: DevTeacher[];
  /** A message to show above the options, e.g. after a failed sign-in. */
  error?: string | null;
};

/** Teacher sign-in (Google), how students sign in, and the development login when enabled. */
export function SignInCard({ devTeachers, error }: SignInCardProps) {
  const t = useTranslations('auth');
  return (
    <Card className="w-full max-w-md shadow-md">
      <CardContent className="flex flex-col gap-6 py-8 sm:px-8 sm:py-10">
        <div className="flex flex-col items-center gap-4 text-center">
          <Link href="/" className="rounded-md" aria-label={t('home')}>
            <Logo />
          </Link>
          <div>
            <h1 className="text-foreground text-2xl font-semibold tracking-tight">{t('teacher.title')}</h1>
            <p className="text-muted-foreground mt-1.5 text-sm">{t('teacher.tagline')}</p>
          </div>
        </div>

        {error ? (
          <p
            role="alert"
            className="border-danger/25 bg-danger-soft text-danger-foreground flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {error}
          </p>
        ) : null}

        <section aria-labelledby="teacher-sign-in" className="flex flex-col gap-3">
          <h2 id="teacher-sign-in" className="text-foreground text-sm font-semibold">
            {t('teacher.teachers')}
          </h2>
          <Button asChild variant="secondary" size="lg" className="w-full">
            {/* A plain anchor: the API route redirects to Google's consent screen. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- an API redirect, not a page */}
            <a href="/api/auth/idp">
              <GoogleIcon className="size-5" />
              {t('teacher.google')}
            </a>
          </Button>
          <p className="text-muted-foreground text-xs leading-5">
            {t('teacher.firstTime')}
          </p>
        </section>

        <section aria-labelledby="student-sign-in" className="bg-surface-muted rounded-xl p-4">
          <h2 id="student-sign-in" className="text-foreground flex items-center gap-2 text-sm font-semibold">
            <Mail className="text-primary size-4" aria-hidden="true" />
            {t('teacher.students')}
          </h2>
          <p className="text-muted-foreground mt-1.5 text-sm leading-6">
            {t('teacher.studentsText')}
          </p>
          <Button asChild variant="secondary" className="mt-3 w-full">
            <Link href="/sign-in/student">{t('teacher.studentSignIn')}</Link>
          </Button>
        </section>

        {devTeachers && devTeachers.length > 0 ? <DevLoginList teachers={devTeachers} /> : null}
      </CardContent>
    </Card>
  );
}
