'use client';

import { Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { ConfirmAction } from '@/components/forms/confirm-action';
import { deleteStudentReviewRoute } from '@/lib/reviews/contracts';

type Props = { reviewId: string; subject: string; disabled?: boolean };

/** Deletes an own review after asking (DELETE /api/student/reviews/:id); the lesson can be reviewed again. */
export function StudentReviewDeleteButton({ reviewId, subject, disabled }: Props) {
  const t = useTranslations('studentReviews.delete');
  return (
    <ConfirmAction
      goneIsDone
      contract={deleteStudentReviewRoute}
      input={{ params: { id: reviewId } }}
      disabled={disabled}
      label={t('label', { subject })}
      title={t('title')}
      description={t('description')}
      confirmLabel={t('confirm')}
      done={t('done')}
      failure={t('failed')}
    >
      <Trash2 aria-hidden="true" /> {t('button')}
    </ConfirmAction>
  );
}
