'use client';

import { Ban } from 'lucide-react';
import { ConfirmAction } from '@/components/forms/confirm-action';
import { cancelScheduledMessageRoute } from '@/lib/scheduled-messages/contracts';

type Props = { messageId: string; subject: string; audienceLabel: string; when: string };

/** Cancels a pending message after a confirmation; a message sent meanwhile is refused (409) and the list refreshes. */
export function CancelMessageButton({ messageId, subject, audienceLabel, when }: Props) {
  return (
    <ConfirmAction
      contract={cancelScheduledMessageRoute}
      input={{ params: { id: messageId } }}
      variant="secondary"
      label={`Cancel "${subject}"`}
      title="Stop this message from going out?"
      description={`"${subject}" to ${audienceLabel} will not be sent on ${when}. You can schedule it again later.`}
      confirmLabel="Stop message"
      done="Message cancelled: it will not be sent."
      failure="The message could not be cancelled. Try again."
      closeOnFailure
    >
      <Ban aria-hidden="true" /> Cancel
    </ConfirmAction>
  );
}
