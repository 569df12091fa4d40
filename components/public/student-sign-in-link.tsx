'use client';

import Link from 'next/link';
import { useParams } from 'next/navigation';
import { useTranslations } from 'next-intl';

/**
 * The public header's "Student sign in". The header's layout sits above `[slug]` and does not get
 * the slug, so this reads it from the URL: on a teacher's page the sign-in form knows the teacher.
 */
export function StudentSignInLink({ className }: { className?: string }) {
  const t = useTranslations('publicPage.header');
  const { slug } = useParams<{ slug?: string }>();
  const href = typeof slug === 'string' ? `/sign-in/student?teacher=${encodeURIComponent(slug)}` : '/sign-in/student';
  return (
    <Link href={href} className={className}>
      {t('studentSignIn')}
    </Link>
  );
}
