'use client';

import { Eye } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { stopImpersonationRoute } from '@/lib/auth/account-contracts';

/** Shown to a teacher viewing the portal as a student; leads back to the roster. */
export function ImpersonationBanner({ studentName }: { studentName: string }) {
  const t = useTranslations('portal.impersonation');
  const hydrated = useHydrated();
  const stop = useApiMutation(stopImpersonationRoute, {
    refresh: false,
    // A full load: the session cookie changed from student to teacher.
    onSuccess: ({ redirectTo }) => window.location.replace(new URL(redirectTo, window.location.origin)),
    onError: () => toast.error(t('failed')),
  });

  return (
    <div role="region" aria-label={t('region')} className="border-warning/40 bg-warning-soft border-b">
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:px-6">
        <p className="text-warning-foreground flex flex-1 items-start gap-2 text-sm">
          <Eye className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {t.rich('text', {
              name: studentName,
              strong: (chunks) => <strong className="font-semibold">{chunks}</strong>,
            })}
          </span>
        </p>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => stop.mutate({})}
          loading={stop.isPending || stop.isSuccess}
          disabled={!hydrated}
          className="self-start sm:self-auto"
        >
          {t('stop')}
        </Button>
      </div>
    </div>
  );
}
