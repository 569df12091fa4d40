'use client';

import { RotateCcw, Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
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
import { useMaterialWords, type MaterialWords } from './material-words';

type Target = TMaterialRef | { batchId: string };

type Say = (key: string, values?: Record<string, string | number>) => string;

/** "“Unit 3” is back in Materials, with 2 folders, 5 templates and 3 resources." */
function restoredMessage(name: string, target: Target, result: TRestoreResult, t: Say, words: MaterialWords): string {
  const { folders, templates, resources } = result.restored;
  const moved = result.movedToRoot.length ? t('tooDeep') : '';
  if ('type' in target && target.type !== 'folder') {
    return folders.length
      ? `${t('backInFolder', { name, count: folders.length })}${moved}`
      : `${t('backInMaterials', { name })}${moved}`;
  }
  const parts = [
    folders.length > 1 ? words.count('folders', folders.length - 1) : '',
    templates.length ? words.count('templates', templates.length) : '',
    resources.length ? words.count('resources', resources.length) : '',
  ].filter(Boolean);
  return `${parts.length ? t('backWith', { name, parts: parts.join(', ') }) : t('backInMaterials', { name })}${moved}`;
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
  const t = useTranslations('teacherMaterials.trash');
  const router = useRouter();
  const mutation = useApiMutation(contract, {
    success: done,
    onError: (error) => {
      if (!isGone(error)) return void toast.error(refusalMessage(error, failed));
      toast.info(t('gone'));
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
export function TrashActions({ target, name, restoreLabel, deleteDescription }: ActionsProps) {
  const t = useTranslations('teacherMaterials.trash');
  const words = useMaterialWords();
  const restore = useTrashCall(
    restoreTrashRoute,
    (result) => restoredMessage(name, target, result, t, words),
    t('restoreFailed'),
  );
  const remove = useTrashCall(permanentDeleteTrashRoute, () => t('deleted', { name }), t('deleteFailed'));
  const [confirming, setConfirming] = useState(false);

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        type="button"
        variant="secondary"
        size="sm"
        loading={restore.pending}
        aria-label={restoreLabel ? undefined : t('restoreName', { name })}
        onClick={() => void restore.run({ body: target })}
      >
        <RotateCcw aria-hidden="true" /> {restoreLabel ?? t('restore')}
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="text-danger-foreground hover:bg-danger-soft"
        aria-label={t('deleteForeverName', { name })}
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" /> {t('deleteForever')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('deleteTitle', { name })}
        description={
          <div className="space-y-2">
            <p>{deleteDescription}</p>
            <p>{t('cannotUndo')}</p>
          </div>
        }
        confirmLabel={t('deleteForever')}
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
  const t = useTranslations('teacherMaterials.trash');
  const emptyTrash = useTrashCall(
    permanentDeleteTrashRoute,
    ({ deleted }) => t('emptied', { count: deleted.folders + deleted.templates + deleted.resources }),
    t('emptyFailed'),
  );
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button type="button" variant="danger" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" /> {t('empty')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('emptyTitle')}
        description={
          <div className="space-y-2">
            <p>{t('emptyDescription', { count: itemCount })}</p>
            <p>{t('cannotUndo')}</p>
          </div>
        }
        confirmLabel={t('empty')}
        destructive
        pending={emptyTrash.pending}
        onConfirm={async () => {
          if (await emptyTrash.run({ body: { all: true } })) setConfirming(false);
        }}
      />
    </>
  );
}
