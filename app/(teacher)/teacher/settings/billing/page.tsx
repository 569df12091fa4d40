import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BillingSettingsForm } from '@/components/invoices/billing-settings-form';
import { BackLink } from '@/components/ui/back-link';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { getBillingSettings } from '@/lib/invoices/get-billing-settings';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('teacherSettingsPages'))('billing.meta') };
}

export default async function BillingSettingsPage() {
  const tp = await getTranslations('teacherSettingsPages');
  const teacher = await requireTeacherPage();
  const settings = await getBillingSettings({ teacherId: teacher.id });
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader
        eyebrow={<BackLink href="/teacher/settings" label={tp('back')} />}
        title={tp('billing.title')}
        description={tp('billing.description')}
        className="pb-0"
      />
      <Card>
        <CardContent className="pt-6">
          <BillingSettingsForm settings={settings} />
        </CardContent>
      </Card>
    </div>
  );
}
