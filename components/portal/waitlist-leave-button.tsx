'use client';

import { ConfirmAction } from '@/components/forms/confirm-action';
import { leaveWaitlistRoute } from '@/lib/waitlist/contracts';

type Props = { serviceId: string; serviceName: string; offered: boolean };

/** Leaves one service's waitlist after a confirmation, then reloads the list. */
export function WaitlistLeaveButton({ serviceId, serviceName, offered }: Props) {
  return (
    <ConfirmAction
      contract={leaveWaitlistRoute}
      input={{ params: { serviceId } }}
      variant="secondary"
      label={`Leave the waitlist of ${serviceName}`}
      title={`Leave the waitlist of ${serviceName}?`}
      description={
        offered
          ? 'The place offered to you goes to the next student in line. You can join again later, at the end of the line.'
          : 'You lose your position. You can join again later, at the end of the line.'
      }
      confirmLabel="Leave waitlist"
      done={`You left the waitlist of ${serviceName}.`}
      failure="You could not leave the waitlist. Try again."
      // Already off the list (left in another tab): the refreshed page shows it gone.
      goneIsDone
    >
      Leave
    </ConfirmAction>
  );
}
