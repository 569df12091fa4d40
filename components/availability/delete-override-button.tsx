'use client';

import { DeleteButton } from '@/components/forms/delete-button';
import { deleteOverrideRoute } from '@/lib/availability/contracts';

/** Deletes a one-day exception after asking; `date` is the day as the list shows it. */
export function DeleteOverrideButton({ id, date }: { id: string; date: string }) {
  return (
    <DeleteButton
      contract={deleteOverrideRoute}
      input={{ params: { id } }}
      label={`Delete exception on ${date}`}
      title={`Delete the exception on ${date}?`}
      description="That day follows your weekly schedules again."
      confirmLabel="Delete exception"
      done={`Exception on ${date} deleted`}
      failure="It could not be deleted. Try again."
    />
  );
}
