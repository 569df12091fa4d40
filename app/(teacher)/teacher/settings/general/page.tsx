import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SettingsGeneralForm } from '@/components/settings/settings-general-form';
import { BackLink } from '@/components/ui/back-link';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { getSchedulingSettings } from '@/lib/settings/get-scheduling-settings';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('teacherSettingsPages'))('general.meta') };
}

export default async function GeneralSettingsPage() {
  const tp = await getTranslations('teacherSettingsPages');
  const teacher = await requireTeacherPage();
  const settings = await getSchedulingSettings({ teacherId: teacher.id });
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader
        eyebrow={<BackLink href="/teacher/settings" label={tp('back')} />}
        title={tp('general.title')}
        description={tp('general.description')}
        className="pb-0"
      />
      <Card>
        <CardContent className="pt-6">
          <SettingsGeneralForm settings={settings} />
        </CardContent>
      </Card>
    </div>
  );
}
