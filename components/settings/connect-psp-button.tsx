'use client';

import { useTranslations } from 'next-intl';
import { ExternalLink } from 'lucide-react';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
import { refusalMessage } from '@/lib/client/api-refusal';
import { connectPspRoute } from '@/lib/payments/contracts';

/** Asks the API for the processor's connection URL and sends the browser there. */
export function ConnectPspButton({ connected }: { connected: boolean }) {
  const t = useTranslations('teacherSettingsConnections.psp');
  const connect = useApiMutation(connectPspRoute, {
    refresh: false,
    onSuccess: ({ url }) => window.location.assign(url),
  });

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <Button
        type="button"
        variant={connected ? 'secondary' : 'primary'}
        onClick={() => connect.mutate({})}
        loading={connect.isPending || connect.isSuccess}
      >
        <ExternalLink aria-hidden="true" />
        {t(connected ? 'reconnect' : 'connect')}
      </Button>
      {connect.error ? (
        <p role="alert" className="text-danger-foreground text-sm">
          {refusalMessage(connect.error, t('startFailed'))}
        </p>
      ) : null}
    </div>
  );
}
