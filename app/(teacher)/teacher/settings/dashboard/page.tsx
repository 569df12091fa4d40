import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SettingsKpiForm } from '@/components/settings/settings-kpi-form';
import { BackLink } from '@/components/ui/back-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { getDashboardSettings } from '@/lib/dashboard/get-dashboard-settings';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('teacherSettingsPages'))('dashboard.meta') };
}

export default async function DashboardSettingsPage() {
  const tp = await getTranslations('teacherSettingsPages');
  const teacher = await requireTeacherPage();
  const { kpis } = await getDashboardSettings({ teacherId: teacher.id });
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader
        eyebrow={<BackLink href="/teacher/settings" label={tp('back')} />}
        title={tp('dashboard.title')}
        description={tp('dashboard.description')}
        className="pb-0"
      />
      <Card>
        <CardHeader>
          <CardTitle>{tp('dashboard.cardTitle')}</CardTitle>
          <CardDescription>{tp('dashboard.cardDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <SettingsKpiForm current={kpis} />
        </CardContent>
      </Card>
    </div>
  );
}
