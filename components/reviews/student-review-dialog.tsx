'use client';

import { PencilLine, Star } from 'lucide-react';
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
  const editing = target.kind === 'edit';
  return (
    <FormDialog
      trigger={
        <Button
          type="button"
          variant={editing ? 'secondary' : 'primary'}
          size="sm"
          disabled={disabled}
          aria-label={`${editing ? 'Edit your review of' : 'Write a review of'} ${subject}`}
        >
          {editing ? <PencilLine aria-hidden="true" /> : <Star aria-hidden="true" />}{' '}
          {editing ? 'Edit' : 'Write a review'}
        </Button>
      }
      title={editing ? 'Edit your review' : 'How was your lesson?'}
      description={`${subject}. Your review is published on your teacher's page.`}
      submitLabel={editing ? 'Save review' : 'Publish review'}
    >
      {(controls) => <StudentReviewForm target={target} {...controls} />}
    </FormDialog>
  );
}
