'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
import { confirmTrialSessionRoute, rejectTrialSessionRoute } from '@/lib/booking/trials/contracts';
import { refusalMessage } from '@/lib/client/api-refusal';
import { ReasonDialog } from './reason-dialog';
import { RefusalLine } from './refusal-line';

type Props = {
  sessionId: string;
  /** Who and when, for the reject dialog: "Ana Ruiz, Mon, 23 Nov 2026, 09:30". */
  description: string;
};

/** Confirm or reject a pending trial (POST /confirm, /reject); the API's refusal is shown inline. */
export function TrialDecisionButtons({ sessionId, description }: Props) {
  const t = useTranslations('teacherSessionTools.trial');
  const [rejecting, setRejecting] = useState(false);
  const params = { id: sessionId };
  const confirm = useApiMutation(confirmTrialSessionRoute);
  const reject = useApiMutation(rejectTrialSessionRoute, { onSuccess: () => setRejecting(false) });
  const pending = confirm.isPending || reject.isPending;
  const error = confirm.error ? refusalMessage(confirm.error, t('confirmFailed')) : null;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" loading={confirm.isPending} disabled={pending} onClick={() => confirm.mutate({ params })}>
          {t('confirm')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={pending}
          onClick={() => {
            confirm.reset();
            setRejecting(true);
          }}
        >
          {t('reject')}
        </Button>
      </div>
      <RefusalLine message={!rejecting ? error : null} />
      <ReasonDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={t('rejectTitle')}
        description={t('rejectText', { description })}
        confirmLabel={t('reject')}
        onConfirm={({ reason }) => reject.mutateAsync({ params, body: reason ? { reason } : {} })}
        fallback={t('rejectFailed')}
      />
    </div>
  );
}
