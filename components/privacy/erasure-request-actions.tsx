'use client';

import { Check, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { TextFormDialog } from '@/components/forms/text-form-dialog';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useHydrated } from '@/components/ui/use-hydrated';
import { callApi } from '@/lib/client/call-api';
import { approveErasureRequestRoute, rejectErasureRequestRoute } from '@/lib/privacy/contracts';
import { maxRejectionReasonLength, ZRejectErasureInput } from '@/lib/privacy/schemas';

type Props = { requestId: string; studentName: string };

/** Approve (erase, after a confirmation) or reject (with a reason) one open erasure request. */
export function ErasureRequestActions({ requestId, studentName }: Props) {
  const t = useTranslations('teacherPrivacy.actions');
  const hydrated = useHydrated();
  const [confirming, setConfirming] = useState(false);
  const approve = useApiMutation(approveErasureRequestRoute, {
    success: t('erased', { name: studentName }),
    failure: t('eraseFailed'),
    onSuccess: () => setConfirming(false),
  });

  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button
        type="button"
        size="sm"
        variant="danger"
        disabled={!hydrated}
        aria-label={t('approveLabel', { name: studentName })}
        onClick={() => setConfirming(true)}
      >
        <Check aria-hidden="true" /> {t('approve')}
      </Button>
      <TextFormDialog
        trigger={
          <Button type="button" size="sm" variant="secondary" aria-label={t('rejectLabel', { name: studentName })}>
            <X aria-hidden="true" /> {t('reject')}
          </Button>
        }
        title={t('rejectTitle')}
        description={t('rejectDescription', { name: studentName })}
        submitLabel={t('rejectSubmit')}
        field={{ name: 'reason', label: t('reason'), maxLength: maxRejectionReasonLength, rows: 4 }}
        schema={ZRejectErasureInput}
        send={(body) => callApi(rejectErasureRequestRoute, { params: { id: requestId }, body })}
        words={{ failed: t('rejectFailed'), saved: t('rejected') }}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('confirmTitle', { name: studentName })}
        description={<p>{t('confirmText')}</p>}
        confirmLabel={t('eraseData')}
        destructive
        pending={approve.isPending}
        onConfirm={() => approve.mutate({ params: { id: requestId } })}
      />
    </div>
  );
}
