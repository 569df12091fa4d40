import type { Metadata } from 'next';
import { BillingSettingsForm } from '@/components/invoices/billing-settings-form';
import { BackLink } from '@/components/ui/back-link';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { getBillingSettings } from '@/lib/invoices/get-billing-settings';

export const metadata: Metadata = { title: 'Invoice settings' };

export default async function BillingSettingsPage() {
  const teacher = await requireTeacherPage();
  const settings = await getBillingSettings({ teacherId: teacher.id });
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader
        eyebrow={<BackLink href="/teacher/settings" label="Settings" />}
        title="Invoices"
        description="The business details printed on your invoices, how they are numbered and when they are due. Issued invoices keep the details they were issued with."
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
