'use client';

import { MailCheck, Star } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
import { refusalMessage } from '@/lib/client/api-refusal';
import { sendReviewRequestRoute } from '@/lib/reviews/requests/contracts';

export type ReviewRequestButtonProps = {
  sessionId: string;
  /** Why it cannot be sent (already sent, already reviewed, no e-mail...): shown instead of the button. */
  disabledReason?: string | null;
};

/**
 * "Ask for a review" on a completed session: e-mails the student a link to review it
 * (POST /api/teacher/reviews/requests/send), once per session.
 */
export function ReviewRequestButton({ sessionId, disabledReason }: ReviewRequestButtonProps) {
  const t = useTranslations('teacherReviews.request');
  const send = useApiMutation(sendReviewRequestRoute, {
    onSuccess: () => toast.success(t('sent')),
  });
  const hintId = `review-request-hint-${sessionId}`;

  if (disabledReason || send.isSuccess) {
    return (
      <p className="text-muted-foreground flex items-center gap-2 text-sm" role={send.isSuccess ? 'status' : undefined}>
        <MailCheck className="size-4 shrink-0" aria-hidden="true" />
        {send.isSuccess ? t('sentLong') : disabledReason}
      </p>
    );
  }
  return (
    <div className="space-y-1.5">
      <Button
        variant="secondary"
        size="sm"
        loading={send.isPending}
        aria-describedby={hintId}
        onClick={() => send.mutate({ body: { sessionId } })}
      >
        <Star aria-hidden="true" /> {t('button')}
      </Button>
      <p id={hintId} className="text-muted-foreground text-xs">
        {t('hint')}
      </p>
      {send.error ? (
        <p role="alert" className="text-danger-foreground text-xs font-medium">
          {refusalMessage(send.error, t('failed'))}
        </p>
      ) : null}
    </div>
  );
}
