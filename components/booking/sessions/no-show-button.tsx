'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { markNoShowRoute } from '@/lib/booking/contracts';
import { refusalMessage } from '@/lib/client/api-refusal';
import { describeOutcome } from './session-format';

type Props = { sessionId: string; studentId: string; studentName: string };

/** Records that one student missed the session (POST /no-show/:studentId); the outcome is shown. */
export function NoShowButton({ sessionId, studentId, studentName }: Props) {
  const t = useTranslations('teacherSessionTools');
  const [open, setOpen] = useState(false);
  const mark = useApiMutation(markNoShowRoute);
  const message = mark.error
    ? { tone: 'error' as const, text: refusalMessage(mark.error, t('noShow.failed')) }
    : mark.data
      ? {
          tone: 'done' as const,
          text: t('noShow.marked', { name: studentName, outcome: describeOutcome(mark.data.outcome, t) }),
        }
      : null;

  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={t('noShow.buttonLabel', { name: studentName })}
      >
        {t('noShow.button')}
      </Button>
      {message ? (
        <p
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={message.tone === 'error' ? 'text-danger-foreground text-xs font-medium' : 'text-xs'}
        >
          {message.text}
        </p>
      ) : null}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('noShow.title', { name: studentName })}
        description={t('noShow.text')}
        confirmLabel={t('noShow.confirm')}
        destructive
        pending={mark.isPending}
        onConfirm={() => mark.mutate({ params: { id: sessionId, studentId } }, { onSettled: () => setOpen(false) })}
      />
    </div>
  );
}
