import type { Metadata } from 'next';
import { SettingsKpiForm } from '@/components/settings/settings-kpi-form';
import { BackLink } from '@/components/ui/back-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { getDashboardSettings } from '@/lib/dashboard/get-dashboard-settings';

export const metadata: Metadata = { title: 'Dashboard settings' };

export default async function DashboardSettingsPage() {
  const teacher = await requireTeacherPage();
  const { kpis } = await getDashboardSettings({ teacherId: teacher.id });
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader
        eyebrow={<BackLink href="/teacher/settings" label="Settings" />}
        title="Dashboard"
        description="The four figures at the top of your home page."
        className="pb-0"
      />
      <Card>
        <CardHeader>
          <CardTitle>Your KPIs</CardTitle>
          <CardDescription>Pick exactly 4 of the 8.</CardDescription>
        </CardHeader>
        <CardContent>
          <SettingsKpiForm current={kpis} />
        </CardContent>
      </Card>
    </div>
  );
}
