'use client';

import { ConfirmAction } from '@/components/forms/confirm-action';
import { cancelEnrollmentRoute } from '@/lib/enrollments/contracts';

type Props = { enrollmentId: string; studentName: string };

/** Cancels an enrollment that is not final yet, after a confirmation. */
export function CancelEnrollmentButton({ enrollmentId, studentName }: Props) {
  return (
    <ConfirmAction
      contract={cancelEnrollmentRoute}
      input={{ params: { id: enrollmentId } }}
      label={`Cancel ${studentName}’s enrollment`}
      title={`Cancel ${studentName}’s enrollment?`}
      description="The student can no longer book with it. Booked sessions, remaining credits and payments are not changed: refund or cancel sessions separately if needed."
      confirmLabel="Cancel enrollment"
      done={`${studentName}’s enrollment is cancelled.`}
      failure="The enrollment could not be cancelled."
    >
      Cancel
    </ConfirmAction>
  );
}
