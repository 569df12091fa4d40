import type { Metadata } from 'next';
import { SessionsCard } from '@/components/settings/sessions-card';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { listTeacherSessions } from '@/lib/auth/list-teacher-sessions';
import { requireTeacherSessionPage } from '@/lib/auth/require-page';

export const metadata: Metadata = { title: 'Signed-in devices' };

export default async function SessionsSettingsPage() {
  const { teacher, key } = await requireTeacherSessionPage();
  const sessions = await listTeacherSessions({ teacherId: teacher.id, currentKey: key });
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader
        eyebrow={<BackLink href="/teacher/settings" label="Settings" />}
        title="Signed-in devices"
        description="Where you are signed in to Lektio. Sign out the ones you do not recognise."
        className="pb-0"
      />
      <SessionsCard sessions={sessions} timezone={teacher.timezone} />
    </div>
  );
}
