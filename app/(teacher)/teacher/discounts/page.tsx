import type { Metadata } from 'next';
import { Plus, TicketPercent } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { DiscountCodesTable } from '@/components/discounts/discount-codes-table';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { usableTimeZone } from '@/lib/core/time';
import { listDiscountCodes } from '@/lib/discounts/list-discount-codes';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('teacherDiscounts.page');
  return { title: t('title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DiscountsPage({ searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const raw = (await searchParams).page;
  const t = await getTranslations('teacherDiscounts.page');
  const pageNumber = Number.parseInt(Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? ''), 10);
  const page = Number.isSafeInteger(pageNumber) && pageNumber > 0 ? pageNumber : 1;
  const list = await listDiscountCodes({ teacherId: teacher.id, query: { page, limit: 20 } });
  const newButton = (
    <Button asChild>
      <Link href="/teacher/discounts/new">
        <Plus aria-hidden="true" /> {t('newCode')}
      </Link>
    </Button>
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={list.total > 0 ? newButton : undefined}
        className="pb-0"
      />
      {list.total === 0 ? (
        <EmptyState icon={TicketPercent} title={t('none')} description={t('noneHelp')} action={newButton} />
      ) : (
        <DiscountCodesTable
          codes={list.data}
          now={new Date()}
          timeZone={usableTimeZone(teacher.timezone)}
          pagination={{ page: list.page, limit: list.limit, total: list.total }}
        />
      )}
    </div>
  );
}
