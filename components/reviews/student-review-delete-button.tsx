'use client';

import { DeleteButton } from '@/components/forms/delete-button';
import { deleteStudentReviewRoute } from '@/lib/reviews/contracts';

type Props = { reviewId: string; subject: string; disabled?: boolean };

/** Deletes an own review after asking (DELETE /api/student/reviews/:id); the lesson can be reviewed again. */
export function StudentReviewDeleteButton({ reviewId, subject, disabled }: Props) {
  return (
    <DeleteButton
      contract={deleteStudentReviewRoute}
      input={{ params: { id: reviewId } }}
      disabled={disabled}
      label={`Delete your review of ${subject}`}
      title="Delete your review?"
      description="It disappears from your teacher's page. You can review the lesson again later."
      confirmLabel="Delete review"
      done="Review deleted."
      failure="Your review could not be deleted. Try again."
    />
  );
}
