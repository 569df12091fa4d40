'use client';

import { MessageSquareReply } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { TextFormDialog } from '@/components/forms/text-form-dialog';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/client/call-api';
import { respondToReviewRoute } from '@/lib/reviews/contracts';
import { maxReviewResponseLength, ZRespondToReviewInput } from '@/lib/reviews/schemas';

type Props = { reviewId: string; reviewer: string; current: string | null };

/** "Respond" / "Edit response" on a review row: a dialog with the public response (POST .../respond). */
export function ReviewRespondDialog({ reviewId, reviewer, current }: Props) {
  const t = useTranslations('teacherReviews.respond');
  return (
    <TextFormDialog
      trigger={
        <Button
          type="button"
          variant="secondary"
          size="sm"
          aria-label={t(current ? 'editLabel' : 'respondLabel', { name: reviewer })}
        >
          <MessageSquareReply aria-hidden="true" /> {current ? t('edit') : t('respond')}
        </Button>
      }
      title={current ? t('editTitle') : t('title')}
      description={t('description')}
      submitLabel={t('submit')}
      initial={current}
      field={{ name: 'response', label: t('field'), maxLength: maxReviewResponseLength, rows: 5 }}
      words={{ failed: t('failed'), saved: t('saved') }}
      schema={ZRespondToReviewInput}
      send={(body) => callApi(respondToReviewRoute, { params: { id: reviewId }, body })}
    />
  );
}
