import type { Metadata } from 'next';
import { FileText } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { InvoicesTable } from '@/components/invoices/invoices-table';
import { NewInvoiceDialog } from '@/components/invoices/new-invoice-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterBar } from '@/components/ui/filter-bar';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { db } from '@/lib/core/db';
import { listInvoices } from '@/lib/invoices/list-invoices';
import { ZListInvoicesQuery } from '@/lib/invoices/schemas';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('teacherInvoices.page'))('title') };
}

const STATUSES = ['draft', 'issued', 'partially_paid', 'paid', 'void'] as const;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function InvoicesPage({ searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const t = await getTranslations('teacherInvoices.page');
  const statusOptions = STATUSES.map((value) => ({ value, label: t(`status.${value}`) }));
  const raw = await searchParams;
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const parsed = ZListInvoicesQuery.safeParse({
    status: one(raw.status) || undefined,
    sort: one(raw.sort) || undefined,
    direction: one(raw.direction) || undefined,
    page: one(raw.page),
    limit: one(raw.limit),
  });
  const query = parsed.success ? parsed.data : { page: 1, limit: 20 };
  // The order the URL asked for (the table's sort headers); none: the list's own, newest first.
  const sort = parsed.success && one(raw.sort) ? { field: parsed.data.sort, direction: parsed.data.direction } : null;
  const [list, students] = await Promise.all([
    listInvoices({ teacherId: teacher.id, query }),
    db.student.findMany({
      where: { teacherId: teacher.id, deletedAt: null },
      orderBy: { name: 'asc' },
      select: { id: true, name: true },
      take: 500,
    }),
  ]);
  const filtered = Boolean(parsed.success && parsed.data.status);
  const exportHref = '/api/teacher/invoices/export';

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <div className="flex flex-wrap gap-2">
            <a
              className="text-primary text-sm font-medium underline-offset-4 hover:underline"
              href={exportHref}
              download
            >
              {t('export')}
            </a>
            <NewInvoiceDialog students={students} />
          </div>
        }
        className="pb-0"
      />
      <FilterBar
        label={t('filter')}
        selects={[{ name: 'status', label: t('statusLabel'), placeholder: t('allStatuses'), options: statusOptions }]}
      />
      {list.total === 0 ? (
        <EmptyState
          icon={FileText}
          title={filtered ? t('noMatch') : t('none')}
          description={filtered ? t('noMatchHelp') : t('noneHelp')}
        />
      ) : (
        <InvoicesTable
          invoices={list.data}
          timezone={teacher.timezone}
          pagination={{ page: list.page, limit: list.limit, total: list.total }}
          sort={sort}
          hrefBase="/teacher/invoices"
        />
      )}
    </div>
  );
}
