import type { Metadata } from 'next';
import { CalendarPlus } from 'lucide-react';
import Link from 'next/link';
import { BackLink } from '@/components/ui/back-link';
import { NewSessionForm } from '@/components/booking/sessions/new-session-form';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { loadTeacherBookingOptions } from '@/lib/booking/load-teacher-booking-options';
import { usableTimeZone } from '@/lib/core/time';
import { parseNewSessionPrefill } from './new-session-prefill';

export const metadata: Metadata = { title: 'Book a session' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function NewSessionPage({ searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const options = await loadTeacherBookingOptions({ teacherId: teacher.id });
  const defaults = parseNewSessionPrefill(await searchParams, new Set(options.students.map((s) => s.id)));
  const missing = options.students.length === 0 ? 'student' : options.services.length === 0 ? 'service' : null;

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        eyebrow={<BackLink href="/teacher/sessions" label="Sessions" />}
        title="Book a session"
        description="Any time that suits you both: your published hours do not limit your own bookings."
      />
      {missing ? (
        <EmptyState
          icon={CalendarPlus}
          title={missing === 'student' ? 'No students yet' : 'No services to book'}
          description={
            missing === 'student'
              ? 'Add a student first, then book their sessions here.'
              : 'Create a service (or restore an archived one) to book a session of it.'
          }
          action={
            <Button asChild>
              <Link href={missing === 'student' ? '/teacher/students/new' : '/teacher/services/new'}>
                {missing === 'student' ? 'Add a student' : 'Create a service'}
              </Link>
            </Button>
          }
        />
      ) : (
        <NewSessionForm options={options} timeZone={usableTimeZone(teacher.timezone)} defaults={defaults} />
      )}
    </div>
  );
}
