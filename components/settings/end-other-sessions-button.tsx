'use client';

import { toast } from 'sonner';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
import { endOtherTeacherSessionsRoute } from '@/lib/auth/account-contracts';

export function EndOtherSessionsButton({ disabled }: { disabled: boolean }) {
  const endOthers = useApiMutation(endOtherTeacherSessionsRoute, {
    onSuccess: ({ ended }) =>
      toast.success(ended === 1 ? 'Signed out 1 other session.' : `Signed out ${ended} other sessions.`),
  });

  return (
    <Button
      variant="secondary"
      onClick={() =>
        endOthers.mutate({}, { onError: () => toast.error('Could not sign out the other sessions. Try again.') })
      }
      loading={endOthers.isPending}
      disabled={disabled}
    >
      Sign out other sessions
    </Button>
  );
}
