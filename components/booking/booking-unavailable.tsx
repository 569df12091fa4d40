import { CalendarX } from 'lucide-react';
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

type Props = {
  reason: 'visitor' | 'impersonating' | 'other_teacher_student';
  teacherName: string;
  servicePath: string;
  teacherSlug?: string;
};

/** Why this viewer cannot book a (non-trial) service here, and where to go instead. */
export function BookingUnavailable({ reason, teacherName, servicePath, teacherSlug }: Props) {
  if (reason === 'impersonating') {
    return (
      <EmptyState
        icon={CalendarX}
        title="Only the student can book"
        description="You are viewing the portal as this student: booking agrees to the terms in their name."
      />
    );
  }
  if (reason === 'other_teacher_student') {
    return (
      <EmptyState
        icon={CalendarX}
        title={`You are signed in as another teacher's student`}
        description={`Sign out, then sign in as ${teacherName}'s student to book.`}
      />
    );
  }
  return (
    <EmptyState
      icon={CalendarX}
      title="Sign in to book a time"
      description={`Sessions of this service are booked by ${teacherName}'s students with their enrollment. Enroll first, or sign in if you already have.`}
      action={
        <>
          <Link href={servicePath} className={buttonVariants()}>
            Enroll
          </Link>
          <Link
            href={`/sign-in/student${teacherSlug ? `?teacher=${encodeURIComponent(teacherSlug)}` : ''}`}
            className={buttonVariants({ variant: 'secondary' })}
          >
            Student sign in
          </Link>
        </>
      }
    />
  );
}
