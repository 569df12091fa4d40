'use client';

import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { sendJson } from '@/components/services/send-json';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { StatusBadge } from '@/components/ui/status-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { TBulkStudentActionResult, TStudentListRow } from '@/lib/students/response-schemas';
import { ImpersonateButton } from './impersonate-button';
import { formatDay, formatMoment, suggestedActionTone } from './student-format';

type Tag = { id: string; name: string; color: string | null };
type SortField = 'name' | 'email' | 'createdAt' | 'status' | 'level';
type Sort = { field: SortField; direction: 'asc' | 'desc' };
type RosterTableProps = {
  students: TStudentListRow[];
  tags: Tag[];
  /** The server's order; headers link to the other orders. */
  sort: Sort;
  /** The filters to keep in the sort links. */
  params: Record<string, string | undefined>;
};
type BulkAction = 'activate' | 'deactivate' | 'delete';

const actionLabels: Record<BulkAction, string> = { activate: 'Activate', deactivate: 'Deactivate', delete: 'Delete' };

/** One page of the roster, with bulk select and the impersonate action per row. */
export function RosterTable({ students, tags, sort, params }: RosterTableProps) {
  const router = useRouter();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [failures, setFailures] = useState<{ name: string; error: string }[]>([]);
  const tagById = new Map(tags.map((tag) => [tag.id, tag]));
  const nameById = new Map(students.map((student) => [student.id, student.name]));
  const visibleSelected = students.filter((student) => selected.has(student.id)).map((student) => student.id);
  const allSelected = students.length > 0 && visibleSelected.length === students.length;

  function toggle(id: string, on: boolean) {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  }

  async function run(action: BulkAction) {
    setPending(true);
    const answer = await sendJson<TBulkStudentActionResult>('POST', '/api/teacher/students/bulk-action', {
      action,
      studentIds: visibleSelected,
    });
    setPending(false);
    setConfirmDelete(false);
    if (!answer.ok) {
      toast.error(answer.error?.message ?? 'The action failed. Try again.');
      return;
    }
    const failed = answer.data.results.filter((result) => !result.ok);
    const done = answer.data.results.length - failed.length;
    setFailures(
      failed.map((result) => ({
        name: nameById.get(result.id) ?? result.id,
        error: result.error === 'not_found' ? 'not found (deleted or not yours)' : 'failed',
      })),
    );
    if (done > 0) toast.success(`${actionLabels[action]}: ${done} student${done === 1 ? '' : 's'} done.`);
    setSelected(new Set());
    router.refresh();
  }

  return (
    <div className="space-y-3">
      {visibleSelected.length > 0 ? (
        <div
          role="toolbar"
          aria-label="Bulk actions"
          className="border-border bg-surface-muted flex flex-wrap items-center gap-2 rounded-lg border p-2 text-sm"
        >
          <span className="text-muted-foreground px-1">{visibleSelected.length} selected</span>
          <Button size="sm" variant="secondary" loading={pending} onClick={() => run('activate')}>
            Activate
          </Button>
          <Button size="sm" variant="secondary" disabled={pending} onClick={() => run('deactivate')}>
            Deactivate
          </Button>
          <Button size="sm" variant="danger" disabled={pending} onClick={() => setConfirmDelete(true)}>
            Delete
          </Button>
        </div>
      ) : null}
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
      <Table>
        <caption className="sr-only">Students</caption>
        <TableHeader>
          <TableRow>
            <TableHead className="w-10">
              <input
                type="checkbox"
                aria-label="Select all students on this page"
                checked={allSelected}
                onChange={(event) =>
                  setSelected(event.target.checked ? new Set(students.map((student) => student.id)) : new Set())
                }
              />
            </TableHead>
            <TableHead aria-sort={ariaSort(sort, 'name')}>
              <SortLink field="name" label="Name" sort={sort} params={params} />
            </TableHead>
            <TableHead aria-sort={ariaSort(sort, 'status')}>
              <SortLink field="status" label="Status" sort={sort} params={params} />
            </TableHead>
            <TableHead aria-sort={ariaSort(sort, 'level')} className="hidden md:table-cell">
              <SortLink field="level" label="Level" sort={sort} params={params} />
            </TableHead>
            <TableHead className="hidden md:table-cell">Credits</TableHead>
            <TableHead className="hidden lg:table-cell">Consistency</TableHead>
            <TableHead className="hidden lg:table-cell">Last contact</TableHead>
            <TableHead className="hidden lg:table-cell">Next session</TableHead>
            <TableHead className="hidden md:table-cell">Suggested action</TableHead>
            <TableHead className="hidden md:table-cell">Tags</TableHead>
            <TableHead className="text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {students.map((student) => (
            <TableRow key={student.id} data-state={selected.has(student.id) ? 'selected' : undefined}>
              <TableCell>
                <input
                  type="checkbox"
                  aria-label={`Select ${student.name}`}
                  checked={selected.has(student.id)}
                  onChange={(event) => toggle(student.id, event.target.checked)}
                />
              </TableCell>
              <TableCell>
                <div className="min-w-0">
                  <Link
                    href={`/teacher/students/${student.id}`}
                    className="text-foreground font-medium hover:underline"
                  >
                    {student.name}
                  </Link>
                  <p className="text-muted-foreground truncate text-xs">{student.email}</p>
                </div>
              </TableCell>
              <TableCell>
                <StatusBadge status={student.status} />
              </TableCell>
              <TableCell className="hidden md:table-cell">{student.level ?? '—'}</TableCell>
              <TableCell className="hidden tabular-nums md:table-cell">
                {student.credits.available}/{student.credits.total}
              </TableCell>
              <TableCell className="hidden tabular-nums lg:table-cell">
                {student.counts.consistency === null ? '—' : `${student.counts.consistency}%`}
              </TableCell>
              <TableCell className="hidden lg:table-cell">{formatDay(student.lastContact)}</TableCell>
              <TableCell className="hidden lg:table-cell">{formatMoment(student.nextSessionAt)}</TableCell>
              <TableCell className="hidden md:table-cell">
                {student.suggestedAction ? (
                  <Badge tone={suggestedActionTone(student.suggestedAction)}>{student.suggestedAction.label}</Badge>
                ) : (
                  '—'
                )}
              </TableCell>
              <TableCell className="hidden md:table-cell">
                <div className="flex flex-wrap gap-1">
                  {student.tagIds.map((id) => (
                    <Badge key={id}>{tagById.get(id)?.name ?? 'Tag'}</Badge>
                  ))}
                </div>
              </TableCell>
              <TableCell className="text-right">
                <ImpersonateButton studentId={student.id} studentName={student.name} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={`Delete ${visibleSelected.length} student${visibleSelected.length === 1 ? '' : 's'}?`}
        description="They leave every list, and their personal data is removed from your sessions."
        confirmLabel="Delete"
        destructive
        pending={pending}
        onConfirm={() => run('delete')}
      />
    </div>
  );
}

const ariaSort = (sort: Sort, field: SortField) =>
  sort.field === field ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;

/** A header link that orders the roster on the server (a second click reverses the order). */
function SortLink({
  field,
  label,
  sort,
  params,
}: {
  field: SortField;
  label: string;
  sort: Sort;
  params: Record<string, string | undefined>;
}) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const direction = sort.field === field && sort.direction === 'asc' ? 'desc' : 'asc';
  if (field !== 'name' || direction !== 'asc') {
    search.set('sort', field);
    search.set('direction', direction);
  }
  const query = search.toString();
  const Icon = sort.field !== field ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <Link
      href={query ? `/teacher/students?${query}` : '/teacher/students'}
      scroll={false}
      className="hover:text-foreground inline-flex items-center gap-1"
    >
      {label}
      <Icon aria-hidden="true" className="size-3.5" />
    </Link>
  );
}
