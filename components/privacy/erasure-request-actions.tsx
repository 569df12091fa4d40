'use client';

import { Check, X } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { TextFormDialog } from '@/components/forms/text-form-dialog';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useHydrated } from '@/components/ui/use-hydrated';
import { refusalMessage } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { approveErasureRequestRoute, rejectErasureRequestRoute } from '@/lib/privacy/contracts';
import { maxRejectionReasonLength, ZRejectErasureInput } from '@/lib/privacy/schemas';

type Props = { requestId: string; studentName: string };

/** Approve (erase, after a confirmation) or reject (with a reason) one open erasure request. */
export function ErasureRequestActions({ requestId, studentName }: Props) {
  const t = useTranslations('teacherPrivacy.actions');
  const router = useRouter();
  const hydrated = useHydrated();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  async function approve() {
    setPending(true);
    try {
      await callApi(approveErasureRequestRoute, { params: { id: requestId } });
      toast.success(t('erased', { name: studentName }));
      setConfirming(false);
      router.refresh();
    } catch (error) {
      toast.error(refusalMessage(error, t('eraseFailed')));
    } finally {
      setPending(false);
    }
  }

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
        pending={pending}
        onConfirm={approve}
      />
    </div>
  );
}
