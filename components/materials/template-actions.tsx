'use client';

import { Copy, Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { deleteTemplateRoute, duplicateTemplateRoute } from '@/lib/materials/templates/contracts';
import { libraryHref } from './template-values';

type Props = {
  templateId: string;
  name: string;
  folderId: string | null;
  /** Unsaved edits: a copy is made of the saved template, so saving comes first. */
  dirty: boolean;
};

/** Duplicate the template (opens the copy) or move it to the trash (asks first, back to its folder). */
export function TemplateActions({ templateId, name, folderId, dirty }: Props) {
  const t = useTranslations('teacherMaterials.templateActions');
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  // Both go to another page afterwards: no refresh of this one.
  const duplicateTemplate = useApiMutation(duplicateTemplateRoute, {
    refresh: false,
    success: (copy) => t('copied', { name: copy.name }),
    failure: t('copyFailed'),
    onSuccess: (copy) => router.push(`/teacher/materials/templates/${copy.id}`),
  });
  const deleteTemplate = useApiMutation(deleteTemplateRoute, {
    refresh: false,
    failure: t('deleteFailed'),
    onSuccess: () => {
      setConfirming(false);
      toast.success(t('trashed', { name }));
      router.push(libraryHref(folderId));
    },
  });
  const pending = duplicateTemplate.isPending ? 'duplicate' : deleteTemplate.isPending ? 'delete' : null;
  const duplicate = () => duplicateTemplate.mutate({ params: { id: templateId } });
  const remove = () => deleteTemplate.mutate({ params: { id: templateId } });

  return (
    <div className="flex flex-col gap-2">
      <Button
        type="button"
        variant="secondary"
        onClick={() => duplicate()}
        loading={pending === 'duplicate'}
        disabled={dirty || pending !== null}
        aria-describedby={dirty ? `${templateId}-duplicate-hint` : undefined}
      >
        <Copy aria-hidden="true" /> {t('duplicate')}
      </Button>
      {dirty ? (
        <p id={`${templateId}-duplicate-hint`} className="text-muted-foreground text-xs">
          {t('saveFirst')}
        </p>
      ) : null}
      <Button
        type="button"
        variant="ghost"
        className="text-danger-foreground"
        onClick={() => setConfirming(true)}
        disabled={pending !== null}
      >
        <Trash2 aria-hidden="true" /> {t('moveToTrash')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('confirmTitle')}
        description={t('confirmDescription', { name })}
        confirmLabel={t('moveToTrash')}
        destructive
        pending={pending === 'delete'}
        onConfirm={() => remove()}
      />
    </div>
  );
}
