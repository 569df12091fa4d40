import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { toRegionalFormat } from '@/lib/core/locale';
import { SessionsCard } from '@/components/settings/sessions-card';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { listTeacherSessions } from '@/lib/auth/list-teacher-sessions';
import { requireTeacherSessionPage } from '@/lib/auth/require-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('teacherSettingsPages'))('sessions.meta') };
}

export default async function SessionsSettingsPage() {
  const tp = await getTranslations('teacherSettingsPages');
  const { teacher, key } = await requireTeacherSessionPage();
  const sessions = await listTeacherSessions({ teacherId: teacher.id, currentKey: key });
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader
        eyebrow={<BackLink href="/teacher/settings" label={tp('back')} />}
        title={tp('sessions.title')}
        description={tp('sessions.description')}
        className="pb-0"
      />
      <SessionsCard sessions={sessions} timezone={teacher.timezone} regional={toRegionalFormat(teacher)} />
    </div>
  );
}
