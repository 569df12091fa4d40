'use client';

import { UserMinus } from 'lucide-react';
import { ConfirmAction } from '@/components/forms/confirm-action';
import { removeFamilyMemberRoute } from '@/lib/families/contracts';

/** Takes a student out of the family after asking; they stay the teacher's student. */
export function RemoveMemberButton({
  familyId,
  studentId,
  name,
}: {
  familyId: string;
  studentId: string;
  name: string;
}) {
  return (
    <ConfirmAction
      contract={removeFamilyMemberRoute}
      input={{ params: { id: familyId, studentId } }}
      label={`Remove ${name} from the family`}
      variant="ghost"
      size="sm"
      title={`Remove ${name} from the family?`}
      description="They stay your student, with their lessons and payments; the payer no longer books, pays or hears for them."
      confirmLabel="Remove"
      done={`${name} left the family.`}
      failure="The member could not be removed. Try again."
      goneIsDone
    >
      <UserMinus aria-hidden="true" /> Remove
    </ConfirmAction>
  );
}
