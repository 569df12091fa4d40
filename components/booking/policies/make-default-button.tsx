'use client';

import { Star } from 'lucide-react';
import { toast } from 'sonner';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
import { updateCancellationPolicyRoute } from '@/lib/booking/contracts';
import { refusalMessage } from '@/lib/client/api-refusal';

/** Makes this policy the teacher's default (the previous default stops being one, server-side). */
export function MakeDefaultButton({ id, name }: { id: string; name: string }) {
  const update = useApiMutation(updateCancellationPolicyRoute, {
    onSuccess: () => toast.success(`“${name}” is now your default policy`),
  });

  function makeDefault() {
    update.mutate(
      { params: { id }, body: { isDefault: true } },
      { onError: (error) => toast.error(refusalMessage(error, 'The default could not be changed. Try again.')) },
    );
  }

  return (
    <Button type="button" variant="secondary" size="sm" loading={update.isPending} onClick={makeDefault}>
      <Star aria-hidden="true" /> Make default
    </Button>
  );
}
