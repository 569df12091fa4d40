import { GraduationCap, Plus, SearchX } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** No services at all (first steps), or none with the chosen status. */
export function ServicesEmptyState({ filtered }: { filtered: boolean }) {
  if (filtered) {
    return (
      <EmptyState
        icon={SearchX}
        title="No services match this filter"
        description="Try another status, or reset the filter to see all your services."
        action={
          <Button asChild variant="secondary">
            <Link href="/teacher/services">Reset the filter</Link>
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={GraduationCap}
      title="Create your first service"
      description="A single lesson, a package of sessions, a course with an outline or a subscription: set its price, publish it, and it appears on your public page."
      action={
        <Button asChild>
          <Link href="/teacher/services/new">
            <Plus aria-hidden="true" /> New service
          </Link>
        </Button>
      }
    />
  );
}
