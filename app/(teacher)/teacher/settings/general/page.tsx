import type { Metadata } from 'next';
import { SettingsGeneralForm } from '@/components/settings/settings-general-form';
import { BackLink } from '@/components/ui/back-link';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { getSchedulingSettings } from '@/lib/settings/get-scheduling-settings';

export const metadata: Metadata = { title: 'General settings' };

export default async function GeneralSettingsPage() {
  const teacher = await requireTeacherPage();
  const settings = await getSchedulingSettings({ teacherId: teacher.id });
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader
        eyebrow={<BackLink href="/teacher/settings" label="Settings" />}
        title="General"
        description="Your currency and tax rate, the buffer between lessons and the targets your performance is measured against."
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
