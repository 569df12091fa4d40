'use client';

import { Link } from '@/components/ui/link';
import { useParams } from 'next/navigation';

/**
 * The public header's "Student sign in" (its words come from the server: no message catalogue in
 * the cached page's browser bundle). The header's layout sits above `[slug]` and does not get the
 * slug, so this reads it from the URL: on a teacher's page the sign-in form knows the teacher.
 * Not prefetched: most visitors never sign in, and the prefetch would render the sign-in page for each.
 */
export function StudentSignInLink({ label, className }: { label: string; className?: string }) {
  const { slug } = useParams<{ slug?: string }>();
  const href = typeof slug === 'string' ? `/sign-in/student?teacher=${encodeURIComponent(slug)}` : '/sign-in/student';
  return (
    <Link href={href} className={className} prefetch={false}>
      {label}
    </Link>
  );
}
