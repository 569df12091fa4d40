'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { refusalMessage } from '@/lib/client/api-refusal';
import { bulkStudentActionRoute } from '@/lib/students/contracts';

type BulkAction = 'activate' | 'deactivate' | 'delete';
export type BulkFailure = { name: string; error: string };

type Props = {
  selected: ReadonlyArray<{ id: string; name: string }>;
  onDone: (failures: BulkFailure[]) => void;
};

/** Activate, deactivate or delete (after a confirmation) the selected students of the page. */
export function RosterBulkActions({ selected, onDone }: Props) {
  const t = useTranslations('teacherRoster.bulk');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const bulk = useApiMutation(bulkStudentActionRoute);
  const pending = bulk.isPending;
  const count = selected.length;

  async function run(action: BulkAction) {
    const nameById = new Map(selected.map((student) => [student.id, student.name]));
    const answer = await bulk
      .mutateAsync({ body: { action, studentIds: selected.map((student) => student.id) } })
      .catch((error: unknown) => {
        toast.error(refusalMessage(error, t('failed')));
        return null;
      });
    setConfirmDelete(false);
    if (!answer) return;
    const failed = answer.results.filter((result) => !result.ok);
    const done = answer.results.length - failed.length;
    if (done > 0) toast.success(t(`${action}Done`, { count: done }));
    onDone(
      failed.map((result) => ({
        name: nameById.get(result.id) ?? result.id,
        error: result.error === 'not_found' ? t('notFound') : t('failedOne'),
      })),
    );
  }

  return (
    <div
      role="toolbar"
      aria-label={t('toolbar')}
      className="border-border bg-surface-muted flex flex-wrap items-center gap-2 rounded-lg border p-2 text-sm"
    >
      <span className="text-muted-foreground px-1">{t('selected', { count })}</span>
      <Button size="sm" variant="secondary" loading={pending} onClick={() => void run('activate')}>
        {t('activate')}
      </Button>
      <Button size="sm" variant="secondary" disabled={pending} onClick={() => void run('deactivate')}>
        {t('deactivate')}
      </Button>
      <Button size="sm" variant="danger" disabled={pending} onClick={() => setConfirmDelete(true)}>
        {t('delete')}
      </Button>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('confirmTitle', { count })}
        description={t('confirmDescription')}
        confirmLabel={t('delete')}
        destructive
        pending={pending}
        onConfirm={() => void run('delete')}
      />
    </div>
  );
}
