import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DeleteDiscountButton } from '@/components/discounts/delete-discount-button';
import { DiscountCodeForm } from '@/components/discounts/discount-code-form';
import { discountValuesOf } from '@/components/discounts/discount-editor-values';
import { DiscountStatsCards } from '@/components/discounts/discount-stats-cards';
import { describeDiscountValue, describeValidity } from '@/components/discounts/discount-value';
import { BackLink } from '@/components/ui/back-link';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { usableTimeZone } from '@/lib/core/time';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { getDiscountCodeStats } from '@/lib/discounts/get-discount-code-stats';
import { loadDiscountEditorOptions, loadOwnDiscountCode } from '../load-discount-editor';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const teacher = await requireTeacherPage();
  const code = await loadOwnDiscountCode(teacher.id, (await params).id);
  const t = await getTranslations('teacherDiscounts.page');
  return { title: t('codeTitle', { code: code.code }) };
}

export default async function DiscountCodePage({ params }: Props) {
  const teacher = await requireTeacherPage();
  const code = await loadOwnDiscountCode(teacher.id, (await params).id);
  const [stats, options] = await Promise.all([
    getDiscountCodeStats({ teacherId: teacher.id, discountCodeId: code.id }),
    loadDiscountEditorOptions(teacher.id),
  ]);
  const zone = usableTimeZone(teacher.timezone);
  const t = await getTranslations('teacherDiscounts');
  const regional = await requestRegionalFormat();
  const say = (key: string, values?: Record<string, string | number>) => t(`value.${key}`, values);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        eyebrow={<BackLink href="/teacher/discounts" label={t('page.title')} />}
        title={<span className="font-mono">{code.code}</span>}
        description={`${describeDiscountValue(code, say, regional)} · ${describeValidity(code, zone, say, regional)}`}
        actions={<DeleteDiscountButton id={code.id} code={code.code} />}
        className="pb-0"
      />
      <DiscountStatsCards stats={stats} maxUses={code.maxUses} timeZone={zone} />
      <Card>
        <CardHeader>
          <CardTitle>{t('page.edit')}</CardTitle>
        </CardHeader>
        <CardContent>
          <DiscountCodeForm
            key={code.updatedAt}
            mode="edit"
            id={code.id}
            defaultValues={discountValuesOf(code, options.defaultCurrency, zone)}
            services={options.services}
            timeZone={zone}
          />
        </CardContent>
      </Card>
    </div>
  );
}
