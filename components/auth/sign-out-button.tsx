'use client';

import { LogOut } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { logoutRoute } from '@/lib/auth/contracts';
import { ApiRefusal } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { cn } from '@/lib/presentation/cn';
import { Button, type ButtonProps } from '@/components/ui/button';

export type SignOutButtonProps = {
  /** Hide the text below the `sm` breakpoint (it stays the accessible name). */
  compact?: boolean;
  variant?: ButtonProps['variant'];
  className?: string;
};

/** POSTs /api/auth/logout, then loads /sign-in with a full navigation (drops cached pages). */
export function SignOutButton({ compact = false, variant = 'ghost', className }: SignOutButtonProps) {
  const t = useTranslations('auth.signOut');
  const [pending, setPending] = useState(false);

  async function signOut() {
    setPending(true);
    try {
      // 401 means the session was already gone: the user is signed out either way.
      await callApi(logoutRoute, {}).catch((error: unknown) => {
        if (!(error instanceof ApiRefusal && error.status === 401)) throw error;
      });
      window.location.replace(new URL('/sign-in', window.location.origin));
    } catch {
      toast.error(t('failed'));
      setPending(false);
    }
  }

  return (
    <Button
      variant={variant}
      size="sm"
      onClick={signOut}
      loading={pending}
      className={cn(compact && 'px-2 sm:px-3', className)}
    >
      {pending ? null : <LogOut aria-hidden="true" />}
      <span className={cn(compact && 'sr-only sm:not-sr-only')}>{t('label')}</span>
    </Button>
  );
}
