import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DiscountCodeForm } from '@/components/discounts/discount-code-form';
import { emptyDiscountValues } from '@/components/discounts/discount-editor-values';
import { BackLink } from '@/components/ui/back-link';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { usableTimeZone } from '@/lib/core/time';
import { loadDiscountEditorOptions } from '../load-discount-editor';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('teacherDiscounts.page');
  return { title: t('newTitle') };
}

export default async function NewDiscountCodePage() {
  const teacher = await requireTeacherPage();
  const options = await loadDiscountEditorOptions(teacher.id);
  const t = await getTranslations('teacherDiscounts.page');
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        eyebrow={<BackLink href="/teacher/discounts" label={t('title')} />}
        title={t('newTitle')}
        description={t('newDescription')}
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
