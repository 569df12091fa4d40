import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RetentionSettingsForm } from '@/components/data-retention/retention-settings-form';
import { BackLink } from '@/components/ui/back-link';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { getRetentionSettings } from '@/lib/data-retention/get-retention-settings';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('teacherSettingsPages'))('retention.meta') };
}

export default async function RetentionSettingsPage() {
  const tp = await getTranslations('teacherSettingsPages');
  const teacher = await requireTeacherPage();
  const settings = await getRetentionSettings({ teacherId: teacher.id });
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader
        eyebrow={<BackLink href="/teacher/settings" label={tp('back')} />}
        title={tp('retention.title')}
        description={tp('retention.description')}
        className="pb-0"
      />
      <Card>
        <CardContent className="pt-6">
          <RetentionSettingsForm settings={settings} />
        </CardContent>
      </Card>
    </div>
  );
}
