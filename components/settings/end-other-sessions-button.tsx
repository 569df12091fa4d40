'use client';

import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
import { endOtherTeacherSessionsRoute } from '@/lib/auth/account-contracts';

export function EndOtherSessionsButton({ disabled }: { disabled: boolean }) {
  const t = useTranslations('teacherSettingsAccount.sessions');
  const endOthers = useApiMutation(endOtherTeacherSessionsRoute, {
    onSuccess: ({ ended }) => toast.success(t('ended', { count: ended })),
  });

  return (
    <Button
      variant="secondary"
      onClick={() => endOthers.mutate({}, { onError: () => toast.error(t('endFailed')) })}
      loading={endOthers.isPending}
      disabled={disabled}
    >
      {t('endOthers')}
    </Button>
  );
}
