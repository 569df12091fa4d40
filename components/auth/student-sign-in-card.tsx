import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { Card, CardContent } from '@/components/ui/card';
import { Logo } from '@/components/ui/logo';
import { StudentSignInForm, type StudentSignInFormProps } from './student-sign-in-form';

/** Student sign-in by e-mailed link, with the page's heading and a way back to the teacher. */
export function StudentSignInCard(props: StudentSignInFormProps) {
  const { teacher } = props;
  const t = useTranslations('auth');
  return (
    <Card className="w-full max-w-md shadow-md">
      <CardContent className="flex flex-col gap-6 py-8 sm:px-8 sm:py-10">
        <div className="flex flex-col items-center gap-4 text-center">
          <Link href="/" className="rounded-md" aria-label={t('home')}>
            <Logo />
          </Link>
          <div>
            <h1 className="text-foreground text-2xl font-semibold tracking-tight">{t('student.title')}</h1>
            <p className="text-muted-foreground mt-1.5 text-sm leading-6">
              {teacher ? t('student.withTeacher', { teacher: teacher.name }) : t('student.withoutTeacher')}
            </p>
          </div>
        </div>
        <StudentSignInForm {...props} />
        <p className="text-muted-foreground text-center text-xs leading-5">
          {teacher ? (
            <Link href={`/${teacher.slug}`} className="text-primary font-medium hover:underline">
              {t('student.backTo', { teacher: teacher.name })}
            </Link>
          ) : null}
          {teacher ? ' · ' : null}
          <Link href="/sign-in" className="text-primary font-medium hover:underline">
            {t('student.teacherSignIn')}
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
