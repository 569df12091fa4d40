'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/client/call-api';
import { completeOnboardingRoute } from '@/lib/settings/contracts';

export function FinishOnboardingButton() {
  const [pending, setPending] = useState(false);

  async function finish() {
    setPending(true);
    try {
      await callApi(completeOnboardingRoute, {});
    } catch {
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
