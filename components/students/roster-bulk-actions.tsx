'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { refusalMessage } from '@/lib/client/api-refusal';
import { bulkStudentActionRoute } from '@/lib/students/contracts';
import type { TStudentListRow } from '@/lib/students/response-schemas';

type BulkAction = 'activate' | 'deactivate' | 'delete';
export type BulkFailure = { name: string; error: string };

const actionLabels: Record<BulkAction, string> = { activate: 'Activate', deactivate: 'Deactivate', delete: 'Delete' };

type Props = {
  selected: TStudentListRow[];
  onDone: (failures: BulkFailure[]) => void;
};

/** Activate, deactivate or delete (after a confirmation) the selected students of the page. */
export function RosterBulkActions({ selected, onDone }: Props) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  const bulk = useApiMutation(bulkStudentActionRoute);
  const pending = bulk.isPending;
  const count = selected.length;

  async function run(action: BulkAction) {
    const nameById = new Map(selected.map((student) => [student.id, student.name]));
    const answer = await bulk
      .mutateAsync({ body: { action, studentIds: selected.map((student) => student.id) } })
      .catch((error: unknown) => {
        toast.error(refusalMessage(error, 'The action failed. Try again.'));
        return null;
      });
    setConfirmDelete(false);
    if (!answer) return;
    const failed = answer.results.filter((result) => !result.ok);
    const done = answer.results.length - failed.length;
    if (done > 0) toast.success(`${actionLabels[action]}: ${done} student${done === 1 ? '' : 's'} done.`);
    onDone(
      failed.map((result) => ({
        name: nameById.get(result.id) ?? result.id,
        error: result.error === 'not_found' ? 'not found (deleted or not yours)' : 'failed',
      })),
    );
  }

  return (
    <div
      role="toolbar"
      aria-label="Bulk actions"
      className="border-border bg-surface-muted flex flex-wrap items-center gap-2 rounded-lg border p-2 text-sm"
    >
      <span className="text-muted-foreground px-1">{count} selected</span>
      <Button size="sm" variant="secondary" loading={pending} onClick={() => void run('activate')}>
        Activate
      </Button>
      <Button size="sm" variant="secondary" disabled={pending} onClick={() => void run('deactivate')}>
        Deactivate
      </Button>
      <Button size="sm" variant="danger" disabled={pending} onClick={() => setConfirmDelete(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={`Delete ${count} student${count === 1 ? '' : 's'}?`}
        description="They leave every list, and their personal data is removed from your sessions."
        confirmLabel="Delete"
        destructive
        pending={pending}
        onConfirm={() => void run('delete')}
      />
    </div>
  );
}
