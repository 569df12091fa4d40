'use client';

import { Star } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { failureMessage, sendJson } from '@/components/services/send-json';
import { Button } from '@/components/ui/button';
import type { TCancellationPolicy } from '@/lib/booking/policies/schemas';

/** Makes this policy the teacher's default (the previous default stops being one, server-side). */
export function MakeDefaultButton({ id, name }: { id: string; name: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function makeDefault() {
    setPending(true);
    const answer = await sendJson<TCancellationPolicy>('PATCH', `/api/teacher/cancellation-policies/${id}`, {
      isDefault: true,
    });
    setPending(false);
    if (!answer.ok) {
      toast.error(failureMessage(answer, 'The default could not be changed. Try again.'));
      return;
    }
    toast.success(`“${name}” is now your default policy`);
    router.refresh();
  }

  return (
    <Button type="button" variant="secondary" size="sm" loading={pending} onClick={makeDefault}>
      <Star aria-hidden="true" /> Make default
    </Button>
  );
}
