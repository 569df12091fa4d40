import Link from 'next/link';
import { Card, CardContent } from '@/components/ui/card';
import { Logo } from '@/components/ui/logo';
import { StudentSignInForm, type StudentSignInFormProps } from './student-sign-in-form';

/** Student sign-in by e-mailed link, with the page's heading and a way back to the teacher. */
export function StudentSignInCard(props: StudentSignInFormProps) {
  const { teacher } = props;
  return (
    <Card className="w-full max-w-md shadow-md">
      <CardContent className="flex flex-col gap-6 py-8 sm:px-8 sm:py-10">
        <div className="flex flex-col items-center gap-4 text-center">
          <Link href="/" className="rounded-md" aria-label="Lektio home">
            <Logo />
          </Link>
          <div>
            <h1 className="text-foreground text-2xl font-semibold tracking-tight">Student sign in</h1>
            <p className="text-muted-foreground mt-1.5 text-sm leading-6">
              {teacher
                ? `Your lessons with ${teacher.name}. Enter your e-mail and we'll send you a one-time sign-in link.`
                : "Enter your e-mail and your teacher's page name; we'll send you a one-time sign-in link. No password needed."}
            </p>
          </div>
        </div>
        <StudentSignInForm {...props} />
        <p className="text-muted-foreground text-center text-xs leading-5">
          {teacher ? (
            <Link href={`/${teacher.slug}`} className="text-primary font-medium hover:underline">
              {`Back to ${teacher.name}'s page`}
            </Link>
          ) : null}
          {teacher ? ' · ' : null}
          <Link href="/sign-in" className="text-primary font-medium hover:underline">
            Teacher sign in
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
