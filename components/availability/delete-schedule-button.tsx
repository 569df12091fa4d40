'use client';

import { DeleteButton } from '@/components/forms/delete-button';
import { deleteScheduleRoute } from '@/lib/availability/contracts';

/** Deletes a weekly schedule after asking (the schedule card is a server component: it cannot pass a contract). */
export function DeleteScheduleButton({ id, name }: { id: string; name: string }) {
  return (
    <DeleteButton
      contract={deleteScheduleRoute}
      input={{ params: { id } }}
      label={`Delete schedule ${name}`}
      title={`Delete “${name}”?`}
      description="Its weekly hours are no longer offered to students. Sessions already booked stay in your calendar."
      confirmLabel="Delete schedule"
      done={`Schedule “${name}” deleted`}
      failure="It could not be deleted. Try again."
    />
  );
}
