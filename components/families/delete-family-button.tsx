'use client';

import { useRouter } from 'next/navigation';
import { familyTitle } from '@/lib/families/family-title';
import { DeleteButton } from '@/components/forms/delete-button';
import { deleteFamilyRoute } from '@/lib/families/contracts';

/** Deletes the family record after asking, then goes back to the list; the members stay students. */
export function DeleteFamilyButton({ familyId, name }: { familyId: string; name: string }) {
  const router = useRouter();
  return (
    <DeleteButton
      contract={deleteFamilyRoute}
      input={{ params: { id: familyId } }}
      label={`Delete the ${familyTitle(name)}`}
      variant="secondary"
      size="sm"
      title={`Delete the ${familyTitle(name)}?`}
      description="The members stay your students, with their lessons and payments; the payer's sign-ins end. This does not erase anyone's data."
      confirmLabel="Delete family"
      done="Family deleted."
      failure="The family could not be deleted. Try again."
      refresh={false}
      onDone={() => router.push('/teacher/families')}
    />
  );
}
