'use client';

import { PencilLine, Star } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { StudentReviewForm, type StudentReviewTarget } from './student-review-form';

/** "Write a review" on a lesson to review, or "Edit" on an own review; disabled while impersonating. */
export function StudentReviewDialog({
  target,
  subject,
  disabled,
}: {
  target: StudentReviewTarget;
  /** What is reviewed, for the button's accessible name: "Piano, 3 Mar 2026". */
  subject: string;
  disabled?: boolean;
}) {
  const t = useTranslations('studentReviews.dialog');
  const editing = target.kind === 'edit';
  return (
    <FormDialog
      trigger={
        <Button
          type="button"
          variant={editing ? 'secondary' : 'primary'}
          size="sm"
          disabled={disabled}
          aria-label={t(editing ? 'editLabel' : 'writeLabel', { subject })}
        >
          {editing ? <PencilLine aria-hidden="true" /> : <Star aria-hidden="true" />}{' '}
          {editing ? t('edit') : t('write')}
        </Button>
      }
      title={editing ? t('editTitle') : t('writeTitle')}
      description={t('description', { subject })}
      submitLabel={editing ? t('save') : t('publish')}
    >
      {(controls) => <StudentReviewForm target={target} {...controls} />}
    </FormDialog>
  );
}
