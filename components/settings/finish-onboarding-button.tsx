'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

export function FinishOnboardingButton() {
  const [pending, setPending] = useState(false);

  async function finish() {
    setPending(true);
    const response = await fetch('/api/teacher/onboarding/complete', { method: 'POST' });
    if (!response.ok) {
      toast.error('Could not save that. Try again.');
      setPending(false);
      return;
    }
    window.location.replace(new URL('/teacher', window.location.origin));
  }

  return (
    <Button onClick={finish} loading={pending}>
      Go to the dashboard
    </Button>
  );
}
