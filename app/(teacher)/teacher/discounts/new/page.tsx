import type { Metadata } from 'next';
import { DiscountCodeForm } from '@/components/discounts/discount-code-form';
import { emptyDiscountValues } from '@/components/discounts/discount-editor-values';
import { BackLink } from '@/components/ui/back-link';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { usableTimeZone } from '@/lib/core/time';
import { loadDiscountEditorOptions } from '../load-discount-editor';

export const metadata: Metadata = { title: 'New discount code' };

export default async function NewDiscountCodePage() {
  const teacher = await requireTeacherPage();
  const options = await loadDiscountEditorOptions(teacher.id);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        eyebrow={<BackLink href="/teacher/discounts" label="Discounts" />}
        title="New discount code"
        description="Students enter the code when they enroll; uses count once their payment is confirmed."
      />
      <Card>
        <CardContent className="pt-6">
          <DiscountCodeForm
            mode="create"
            defaultValues={emptyDiscountValues(options.defaultCurrency)}
            services={options.services}
            timeZone={usableTimeZone(teacher.timezone)}
          />
        </CardContent>
      </Card>
    </div>
  );
}
