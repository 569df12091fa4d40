'use client';

import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatMoney } from '@/lib/ui/format';
import { formatServicePrice } from './format-service-price';
import { ServiceDimensionBadges } from './service-dimension-badges';
import { ServiceRowActions } from './service-row-actions';
import { serviceColumn as column } from './services-table-features';

const numeric = { align: 'right', className: 'tabular-nums' } as const;
const secondary = { ...numeric, hideOnMobile: true } as const;

/** Columns of the services table; `teacherSlug` builds the public links. Memoise the result. */
export function serviceColumns(teacherSlug: string) {
  return column.columns([
    column.display({
      id: 'select',
      header: ({ table }) => (
        <Checkbox
          aria-label="Select all services"
          checked={table.getIsAllRowsSelected() ? true : table.getIsSomeRowsSelected() ? 'indeterminate' : false}
          onCheckedChange={(checked) => table.toggleAllRowsSelected(checked === true)}
        />
      ),
      cell: ({ row }) => (
        <Checkbox
          aria-label={`Select ${row.original.name}`}
          checked={row.getIsSelected()}
          onCheckedChange={(checked) => row.toggleSelected(checked === true)}
        />
      ),
      meta: { className: 'w-10 pr-0' },
    }),
    column.accessor('name', {
      header: 'Name',
      cell: ({ row }) => (
        <div className="max-w-64 min-w-40">
          <Link href={`/teacher/services/${row.original.id}`} className="text-foreground font-medium hover:underline">
            {row.original.name}
          </Link>
          <p className="text-muted-foreground truncate text-xs">/{row.original.slug}</p>
          <ServiceFlags flags={row.original} />
        </div>
      ),
    }),
    column.accessor('status', { header: 'Status', cell: (info) => <StatusBadge status={info.getValue()} /> }),
    column.accessor('structure', {
      header: 'Kind',
      cell: ({ row }) => <ServiceDimensionBadges service={row.original} className="min-w-44" />,
      meta: { hideOnMobile: true },
    }),
    column.accessor('priceAmount', {
      header: 'Price',
      cell: ({ row }) => <span className="whitespace-nowrap">{formatServicePrice(row.original)}</span>,
      meta: numeric,
    }),
    column.accessor((row) => row.stats.sold, { id: 'sold', header: 'Sold', meta: secondary }),
    column.accessor((row) => row.stats.activeEnrollments, { id: 'active', header: 'Active', meta: numeric }),
    column.accessor((row) => row.stats.lifetimeRevenue[0]?.amount ?? 0, {
      id: 'revenue',
      header: 'Revenue',
      cell: ({ row }) => (
        <span className="flex flex-col whitespace-nowrap">
          {row.original.stats.lifetimeRevenue.map((money) => (
            <span key={money.currency}>{formatMoney(money.amount, money.currency)}</span>
          ))}
        </span>
      ),
      meta: secondary,
    }),
    column.accessor((row) => row.stats.sessionsDelivered, { id: 'delivered', header: 'Delivered', meta: secondary }),
    column.accessor((row) => row.stats.remainingCredits, { id: 'remaining', header: 'Credits left', meta: secondary }),
    column.accessor((row) => row.stats.sessionsInRange, { id: 'inRange', header: 'In range', meta: secondary }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <ServiceRowActions
          service={row.original}
          activeEnrollments={row.original.stats.activeEnrollments}
          teacherSlug={teacherSlug}
        />
      ),
      meta: { align: 'right', className: 'w-12' },
    }),
  ]);
}

function ServiceFlags({ flags }: { flags: { isTrial: boolean; isUnlisted: boolean; isPrivate: boolean } }) {
  const shown = [flags.isTrial && 'Trial', flags.isUnlisted && 'Unlisted', flags.isPrivate && 'Private'].filter(
    (flag): flag is string => typeof flag === 'string',
  );
  if (!shown.length) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-1">
      {shown.map((flag) => (
        <Badge key={flag} tone={flag === 'Trial' ? 'success' : 'neutral'} className="px-1.5 py-0 text-[0.6875rem]">
          {flag}
        </Badge>
      ))}
    </span>
  );
}
