'use client';

import { RotateCcw, Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiRefusal, refusalMessage } from '@/lib/client/api-refusal';
import type { ContractInput, ContractResponse } from '@/lib/client/contract-types';
import type { RouteContract } from '@/lib/core/route-contract';
import type { TMaterialRef } from '@/lib/materials/schemas';
import { permanentDeleteTrashRoute, restoreTrashRoute } from '@/lib/materials/trash/contracts';
import type { TRestoreResult } from '@/lib/materials/trash/schemas';

type Target = TMaterialRef | { batchId: string };

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** "“Unit 3” is back in Materials, with 2 folders, 5 templates and 3 resources." */
function restoredMessage(name: string, target: Target, result: TRestoreResult): string {
  const { folders, templates, resources } = result.restored;
  const moved = result.movedToRoot.length ? ' Its old place is now too deep, so it is at the top level.' : '';
  if ('type' in target && target.type !== 'folder') {
    return folders.length
      ? `“${name}” is back in its folder (${plural(folders.length, 'folder')} above it came back too).${moved}`
      : `“${name}” is back in Materials.${moved}`;
  }
  const parts = [
    folders.length > 1 ? plural(folders.length - 1, 'folder') : '',
    templates.length ? plural(templates.length, 'template') : '',
    resources.length ? plural(resources.length, 'resource') : '',
  ].filter(Boolean);
  const along = parts.length ? `, with ${parts.join(', ')}` : '';
  return `“${name}” is back in Materials${along}.${moved}`;
}

const isGone = (error: unknown) => error instanceof ApiRefusal && error.status === 404;

/**
 * A trash call: a toast, then the page again (404 = gone already, e.g. from another tab, also a
 * refresh). `run` answers whether it is done (so a confirm dialog may close).
 */
function useTrashCall<C extends RouteContract>(
  contract: C,
  done: (answer: ContractResponse<C>) => string,
  failed: string,
) {
  const router = useRouter();
  const mutation = useApiMutation(contract, {
    success: done,
    onError: (error) => {
      if (!isGone(error)) return void toast.error(refusalMessage(error, failed));
      toast.info('That is no longer in the trash.');
      router.refresh();
    },
  });
  const run = (input: ContractInput<C>) => mutation.mutateAsync(input).then(() => true, isGone);
  return { pending: mutation.isPending, run };
}

type ActionsProps = {
  target: Target;
  /** The item's name, for labels and messages. */
  name: string;
  /** Visible text of the restore button, e.g. "Restore" or "Restore everything deleted with this folder". */
  restoreLabel?: string;
  /** What "Delete forever" takes along, said in the confirm dialog. */
  deleteDescription: ReactNode;
};

/** Restore and "Delete forever" (asks first) for one trash entry or one batch. */
export function TrashActions({ target, name, restoreLabel = 'Restore', deleteDescription }: ActionsProps) {
  const restore = useTrashCall(
    restoreTrashRoute,
    (result) => restoredMessage(name, target, result),
    'It could not be restored. Try again.',
  );
  const remove = useTrashCall(
    permanentDeleteTrashRoute,
    () => `“${name}” is deleted for good.`,
    'It could not be deleted. Try again.',
  );
  const [confirming, setConfirming] = useState(false);

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        type="button"
        variant="secondary"
        size="sm"
        loading={restore.pending}
        aria-label={restoreLabel === 'Restore' ? `Restore ${name}` : undefined}
        onClick={() => void restore.run({ body: target })}
      >
        <RotateCcw aria-hidden="true" /> {restoreLabel}
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="text-danger-foreground hover:bg-danger-soft"
        aria-label={`Delete ${name} forever`}
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" /> Delete forever
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete “${name}” forever?`}
        description={
          <div className="space-y-2">
            <p>{deleteDescription}</p>
            <p>This cannot be undone.</p>
          </div>
        }
        confirmLabel="Delete forever"
        destructive
        pending={remove.pending}
        onConfirm={async () => {
          if (await remove.run({ body: target })) setConfirming(false);
        }}
      />
    </div>
  );
}

/** "Empty trash": deletes everything in the trash for good, after asking. */
export function EmptyTrashButton({ itemCount }: { itemCount: number }) {
  const emptyTrash = useTrashCall(
    permanentDeleteTrashRoute,
    ({ deleted }) =>
      `The trash is empty: ${plural(deleted.folders + deleted.templates + deleted.resources, 'item')} deleted for good.`,
    'The trash could not be emptied. Try again.',
  );
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button type="button" variant="danger" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" /> Empty trash
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Empty the trash?"
        description={
          <div className="space-y-2">
            <p>
              {plural(itemCount, 'item')} and everything inside the deleted folders will be deleted for good, with their
              links to lessons and templates.
            </p>
            <p>This cannot be undone.</p>
          </div>
        }
        confirmLabel="Empty trash"
        destructive
        pending={emptyTrash.pending}
        onConfirm={async () => {
          if (await emptyTrash.run({ body: { all: true } })) setConfirming(false);
        }}
      />
    </>
  );
}
