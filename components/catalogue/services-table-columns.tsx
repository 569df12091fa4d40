'use client';

import { Link } from '@/components/ui/link';
import { Badge } from '@/components/ui/badge';
import { StatusBadge } from '@/components/ui/status-badge';
import type { RegionalFormat } from '@/lib/core/locale';
import { formatMoney, formatNumber } from '@/lib/presentation/format';
import { ServicePrice } from './service-price';
import { ServiceKind, ServiceKindLine } from './service-kind';
import { ServiceRowActions } from './service-row-actions';
import { createDataTableColumnHelper } from '@/components/ui/data-table-features';
import type { TServiceListRow } from '@/lib/catalogue/schemas';

const column = createDataTableColumnHelper<TServiceListRow>();

const numeric = { align: 'right', className: 'px-2 tabular-nums' } as const;
const secondary = { ...numeric, hideOnMobile: true } as const;

/**
 * Columns of the services table; `teacherSlug` builds the public links. Memoise the result. A
 * column's id is the `sort` the services page reads (see services-page-sort.ts).
 */
export function serviceColumns(
  teacherSlug: string,
  t: (key: string, values?: Record<string, string | number>) => string,
  regional?: RegionalFormat,
) {
  const count = (value: number) => formatNumber(value, regional);
  return column.columns([
    column.accessor('name', {
      header: t('column.name'),
      cell: ({ row }) => (
        <div className="max-w-56 min-w-32">
          <Link href={`/teacher/services/${row.original.id}`} className="text-foreground font-medium hover:underline">
            {row.original.name}
          </Link>
          <p className="text-muted-foreground truncate text-xs">/{row.original.slug}</p>
          <ServiceKindLine service={row.original} className="2xl:hidden" />
          <ServiceFlags flags={row.original} t={t} />
          <StatusBadge status={row.original.status} className="mt-1.5 sm:hidden" />
        </div>
      ),
    }),
    column.accessor('status', {
      header: t('column.status'),
      cell: (info) => <StatusBadge status={info.getValue()} />,
      meta: { hideOnMobile: true },
    }),
    column.accessor('structure', {
      header: t('column.kind'),
      cell: ({ row }) => <ServiceKind service={row.original} />,
      // Below 2xl the name cell says it in one line, so the stats fit beside a sidebar.
      meta: { className: 'hidden 2xl:table-cell' },
    }),
    column.accessor('priceAmount', {
      header: t('column.price'),
      cell: ({ row }) => <ServicePrice service={row.original} regional={regional} />,
      meta: numeric,
    }),
    column.group({
      id: 'enrollments',
      header: t('column.enrollments'),
      meta: { hideOnMobile: true, align: 'center' },
      columns: column.columns([
        column.accessor((row) => row.stats.sold, {
          id: 'sold',
          header: t('column.sold'),
          cell: (info) => count(info.getValue()),
          meta: secondary,
        }),
        column.accessor((row) => row.stats.activeEnrollments, {
          id: 'active',
          header: t('column.active'),
          cell: (info) => count(info.getValue()),
          meta: secondary,
        }),
        column.accessor((row) => row.stats.lifetimeRevenue[0]?.amount ?? 0, {
          id: 'revenue',
          header: t('column.revenue'),
          cell: ({ row }) => <LifetimeRevenue revenue={row.original.stats.lifetimeRevenue} regional={regional} />,
          meta: secondary,
        }),
      ]),
    }),
    column.group({
      id: 'sessions',
      header: t('column.sessions'),
      meta: { hideOnMobile: true, align: 'center' },
      columns: column.columns([
        column.accessor((row) => row.stats.sessionsDelivered, {
          id: 'delivered',
          header: t('column.done'),
          cell: (info) => count(info.getValue()),
          meta: secondary,
        }),
        column.accessor((row) => row.stats.remainingCredits, {
          id: 'remaining',
          header: t('column.left'),
          cell: (info) => count(info.getValue()),
          meta: secondary,
        }),
        column.accessor((row) => row.stats.sessionsInRange, {
          id: 'inRange',
          header: t('column.inRange'),
          cell: (info) => count(info.getValue()),
          meta: secondary,
        }),
      ]),
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('column.actions')}</span>,
      cell: ({ row }) => (
        <ServiceRowActions
          service={row.original}
          activeEnrollments={row.original.stats.activeEnrollments}
          teacherSlug={teacherSlug}
        />
      ),
      // Stays in view when the table scrolls sideways.
      meta: {
        align: 'right',
        className:
          'bg-surface group-data-[state=selected]:bg-primary-soft sticky right-0 w-12 shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.15)]',
        headerClassName: 'bg-surface-muted',
      },
    }),
  ]);
}

function ServiceFlags({
  flags,
  t,
}: {
  flags: { isTrial: boolean; isUnlisted: boolean; isPrivate: boolean };
  t: (key: string) => string;
}) {
  const shown = [flags.isTrial && 'trial', flags.isUnlisted && 'unlisted', flags.isPrivate && 'private'].filter(
    (flag): flag is string => typeof flag === 'string',
  );
  if (!shown.length) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-1">
      {shown.map((flag) => (
        <Badge key={flag} tone={flag === 'trial' ? 'success' : 'neutral'} className="px-1.5 py-0 text-[0.6875rem]">
          {t(`flag.${flag}`)}
        </Badge>
      ))}
    </span>
  );
}

function LifetimeRevenue({
  revenue,
  regional,
}: {
  revenue: { amount: number; currency: string }[];
  regional?: RegionalFormat;
}) {
  return (
    <span className="flex flex-col whitespace-nowrap">
      {revenue.map((money) => (
        <span key={money.currency}>{formatMoney(money.amount, money.currency, regional)}</span>
      ))}
    </span>
  );
}
