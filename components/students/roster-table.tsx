'use client';

import Link from 'next/link';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { createDataTableColumnHelper } from '@/components/ui/data-table-features';
import type { UrlSort } from '@/components/ui/data-table-url';
import { StatusBadge } from '@/components/ui/status-badge';
import { cn } from '@/lib/presentation/cn';
import type { TStudentListRow } from '@/lib/students/response-schemas';
import { ImpersonateButton } from './impersonate-button';
import { RosterBulkActions, type BulkFailure } from './roster-bulk-actions';
import { formatDay, formatMoment, suggestedActionTone } from './student-format';

type Tag = { id: string; name: string; color: string | null };
type RosterTableProps = {
  students: TStudentListRow[];
  tags: Tag[];
  /** The server's order (the URL's `sort` and `direction`). */
  sort: UrlSort;
  /** `totalCapped`: more than `total` students match (the roster's count stops, decision 0086). */
  pagination: { page: number; limit: number; total: number; totalCapped: boolean };
  /** The teacher's zone: dates and times are shown in it. */
  timeZone: string;
};

const column = createDataTableColumnHelper<TStudentListRow>();
// Beside the sidebar a 1280 px screen leaves ~960 px: the lesser columns wait for a wider screen
// (tags move under the name there); on a phone every row is a card with the key figures.
const md = { className: 'hidden md:table-cell' } as const;
const wide = { className: 'hidden 2xl:table-cell' } as const;

function rosterColumns(tagById: Map<string, Tag>, timeZone: string) {
  return column.columns([
    column.accessor('name', {
      header: 'Name',
      cell: ({ row }) => (
        <div className="max-w-64 min-w-0">
          <Link href={`/teacher/students/${row.original.id}`} className="text-foreground font-medium hover:underline">
            {row.original.name}
          </Link>
          {/* A member booked without an address of their own (\`.invalid\`) is reached through their family. */}
          {row.original.family && row.original.email.endsWith('.invalid') ? null : (
            <p className="text-muted-foreground truncate text-xs">{row.original.email}</p>
          )}
          {row.original.family ? <FamilyLink family={row.original.family} minor={row.original.isMinor} /> : null}
          <TagList ids={row.original.tagIds} tagById={tagById} className="mt-1 2xl:hidden" />
        </div>
      ),
      meta: { card: 'title' },
    }),
    column.accessor('status', {
      header: 'Status',
      cell: (info) => <StatusBadge status={info.getValue()} />,
      meta: { card: 'primary' },
    }),
    column.accessor('level', { header: 'Level', cell: (info) => info.getValue() ?? '—', meta: wide }),
    column.display({
      id: 'credits',
      header: 'Credits',
      cell: ({ row }) => `${row.original.credits.available}/${row.original.credits.total}`,
      meta: { className: 'hidden tabular-nums md:table-cell', card: 'primary' },
    }),
    column.display({
      id: 'consistency',
      header: 'Consistency',
      cell: ({ row }) => (row.original.counts.consistency === null ? '—' : `${row.original.counts.consistency}%`),
      meta: { className: 'hidden tabular-nums 2xl:table-cell', card: 'hidden' },
    }),
    column.display({
      id: 'lastContact',
      header: 'Last contact',
      cell: ({ row }) => formatDay(row.original.lastContact, timeZone),
      meta: { className: 'hidden whitespace-nowrap 2xl:table-cell', card: 'hidden' },
    }),
    column.display({
      id: 'nextSession',
      header: 'Next session',
      cell: ({ row }) => formatMoment(row.original.nextSessionAt, timeZone),
      meta: { className: 'hidden whitespace-nowrap lg:table-cell', card: 'primary' },
    }),
    column.display({
      id: 'suggestedAction',
      header: 'Suggested action',
      cell: ({ row }) =>
        row.original.suggestedAction ? (
          <Badge tone={suggestedActionTone(row.original.suggestedAction)}>{row.original.suggestedAction.label}</Badge>
        ) : (
          '—'
        ),
      meta: md,
    }),
    column.display({
      id: 'tags',
      header: 'Tags',
      cell: ({ row }) => <TagList ids={row.original.tagIds} tagById={tagById} />,
      meta: { ...wide, card: 'hidden' },
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => <ImpersonateButton studentId={row.original.id} studentName={row.original.name} compact />,
      meta: { align: 'right' },
    }),
  ]);
}

/**
 * The student's family as a small link to its page ("Family: Rossi", "(minor)" when they are). Its
 * visible text is its name (WCAG 2.5.3, axe's label-content-name-mismatch).
 */
function FamilyLink({ family, minor }: { family: { id: string; name: string }; minor: boolean }) {
  return (
    <Link
      href={`/teacher/families/${family.id}`}
      className="text-primary mt-1 inline-block text-xs font-medium hover:underline"
    >
      Family: {family.name}
      {minor ? ' (minor)' : ''}
    </Link>
  );
}

function TagList({ ids, tagById, className }: { ids: string[]; tagById: Map<string, Tag>; className?: string }) {
  if (ids.length === 0) return null;
  return (
    <div className={cn('flex flex-wrap gap-1', className)}>
      {ids.map((id) => (
        <Badge key={id}>{tagById.get(id)?.name ?? 'Tag'}</Badge>
      ))}
    </div>
  );
}

/** One page of the roster, ordered by the server, with bulk select and the impersonate action per row. */
export function RosterTable({ students, tags, sort, pagination, timeZone }: RosterTableProps) {
  const [failures, setFailures] = useState<BulkFailure[]>([]);
  const columns = useMemo(() => rosterColumns(new Map(tags.map((tag) => [tag.id, tag])), timeZone), [tags, timeZone]);

  return (
    <div className="space-y-3">
      {failures.length > 0 ? (
        <div
          role="alert"
          className="border-danger/25 bg-danger-soft text-danger-foreground rounded-lg border p-3 text-sm"
        >
          <p className="font-medium">Some students were not changed:</p>
          <ul className="list-disc pl-5">
            {failures.map((failure) => (
              <li key={failure.name}>
                {failure.name}: {failure.error}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <DataTable
        columns={columns}
        data={students}
        caption="Students"
        getRowId={(student) => student.id}
        sort={sort}
        defaultSort={{ field: 'name', direction: 'asc' }}
        pagination={{ ...pagination, label: 'Roster pages' }}
        selection={{
          allLabel: 'Select all students on this page',
          rowLabel: (student) => `Select ${student.name}`,
          actions: (selected, clear) => (
            <RosterBulkActions
              selected={selected}
              onDone={(failed) => {
                setFailures(failed);
                clear();
              }}
            />
          ),
        }}
      />
    </div>
  );
}
