'use client';

import { useRouter } from 'next/navigation';
import { DeleteButton } from '@/components/forms/delete-button';
import { deleteDiscountCodeRoute } from '@/lib/discounts/contracts';

/** Soft-deletes a code after confirmation, then goes back to the list. */
export function DeleteDiscountButton({ id, code }: { id: string; code: string }) {
  const router = useRouter();
  return (
    <DeleteButton
      contract={deleteDiscountCodeRoute}
      input={{ params: { id } }}
      variant="secondary"
      size="md"
      title={`Delete code ${code}?`}
      description="Students can no longer use it. Enrollments that already used it keep their price."
      confirmLabel="Delete code"
      done={`Code ${code} deleted`}
      failure="The code could not be deleted. Try again."
      goneIsDone={false}
      onDone={() => router.push('/teacher/discounts')}
    />
  );
}
