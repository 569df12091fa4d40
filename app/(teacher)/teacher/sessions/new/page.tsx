import type { Metadata } from 'next';
import { CalendarPlus } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/ui/back-link';
import { NewSessionForm } from '@/components/booking/sessions/new-session-form';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { loadTeacherBookingOptions } from '@/lib/booking/load-teacher-booking-options';
import { usableTimeZone } from '@/lib/core/time';
import { parseNewSessionPrefill } from './new-session-prefill';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('teacherSessions'))('new.title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function NewSessionPage({ searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const options = await loadTeacherBookingOptions({ teacherId: teacher.id });
  const defaults = parseNewSessionPrefill(await searchParams, new Set(options.students.map((s) => s.id)));
  const t = await getTranslations('teacherSessions');
  const missing = options.students.length === 0 ? 'student' : options.services.length === 0 ? 'service' : null;

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        eyebrow={<BackLink href="/teacher/sessions" label={t('meta.title')} />}
        title={t('new.title')}
        description={t('new.description')}
      />
      {missing ? (
        <EmptyState
          icon={CalendarPlus}
          title={t('new.missingTitle', { missing })}
          description={t('new.missingText', { missing })}
          action={
            <Button asChild>
              <Link href={missing === 'student' ? '/teacher/students/new' : '/teacher/services/new'}>
                {t('new.missingAction', { missing })}
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
