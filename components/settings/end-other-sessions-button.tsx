'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

export function EndOtherSessionsButton({ disabled }: { disabled: boolean }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function endOthers() {
    setPending(true);
    const response = await fetch('/api/teacher/settings/sessions/end-others', { method: 'POST' });
    setPending(false);
    if (!response.ok) {
      toast.error('Could not sign out the other sessions. Try again.');
      return;
    }
    const { ended } = (await response.json()) as { ended: number };
    toast.success(ended === 1 ? 'Signed out 1 other session.' : `Signed out ${ended} other sessions.`);
    router.refresh();
  }

  return (
    <Button variant="secondary" onClick={endOthers} loading={pending} disabled={disabled}>
      Sign out other sessions
    </Button>
  );
}
