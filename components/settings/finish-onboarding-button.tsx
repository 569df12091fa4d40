'use client';

import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
import { completeOnboardingRoute } from '@/lib/settings/contracts';

export function FinishOnboardingButton() {
  const t = useTranslations('teacherSettingsAccount.onboarding');
  const finish = useApiMutation(completeOnboardingRoute, {
    refresh: false,
    onSuccess: () => window.location.replace(new URL('/teacher', window.location.origin)),
    onError: () => toast.error(t('failed')),
  });

  return (
    // Still busy after success: the browser is leaving for the dashboard.
    <Button onClick={() => finish.mutate({})} loading={finish.isPending || finish.isSuccess}>
      {t('goToDashboard')}
    </Button>
  );
}
