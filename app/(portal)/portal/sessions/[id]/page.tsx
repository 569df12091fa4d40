import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { SessionNotes } from '@/components/portal/session-notes';
import { SessionOverview } from '@/components/portal/session-overview';
import { requireStudentPage } from '@/lib/auth/require-page';
import { formatInstantRange } from '@/lib/availability/local-slots';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { loadOwnStudentSession } from './load-own-session';

type Props = { params: Promise<{ id: string }> };

const studentRef = ({ id, teacherId }: { id: string; teacherId: string }) => ({ id, teacherId });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { student } = await requireStudentPage();
  const session = await loadOwnStudentSession(studentRef(student), (await params).id);
  return { title: session.service.name };
}

/**
 * One of the student's sessions, past or upcoming: when and with whom, its state and actions, and
 * in full what the teacher wrote for them (summary, homework, linked resources and lesson plans).
 * Another student's session, or none, is the 404 page.
 */
export default async function PortalSessionPage({ params }: Props) {
  const [{ student }, t, regional] = await Promise.all([
    requireStudentPage(),
    getTranslations('portal.session'),
    requestRegionalFormat(),
  ]);
  const session = await loadOwnStudentSession(studentRef(student), (await params).id);
  const time = formatInstantRange(session.startsAt, session.endsAt, student.timezone, regional);
  return (
    <>
      <PageHeader
        eyebrow={<BackLink href="/portal" label={t('back')} />}
        title={session.service.name}
        description={t('description', { time, teacher: session.teacher.name })}
      />
      <div className="space-y-6">
        <SessionOverview session={session} timeZone={student.timezone} regional={regional} />
        <SessionNotes session={session} timeZone={student.timezone} regional={regional} />
      </div>
    </>
  );
}
