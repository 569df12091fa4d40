'use client';

import { DeleteButton } from '@/components/forms/delete-button';
import { deleteCancellationPolicyRoute } from '@/lib/booking/contracts';

/** Deletes a cancellation policy after asking; `warning` says what happens to the services using it. */
export function DeletePolicyButton({ id, name, warning }: { id: string; name: string; warning: string }) {
  return (
    <DeleteButton
      contract={deleteCancellationPolicyRoute}
      input={{ params: { id } }}
      label={`Delete policy ${name}`}
      title={`Delete “${name}”?`}
      description={warning}
      confirmLabel="Delete policy"
      done={`Policy “${name}” deleted`}
      failure="It could not be deleted. Try again."
    />
  );
}
