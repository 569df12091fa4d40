'use client';

import { useTranslations } from 'next-intl';
import { ExternalLink, Unplug } from 'lucide-react';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
import { refusalMessage } from '@/lib/client/api-refusal';
import { googleConnectRoute, googleDisconnectRoute } from '@/lib/google-connection/contracts';

type Props = {
  purpose: 'calendar' | 'drive';
  state: 'not_connected' | 'connected' | 'needs_reauth';
  /** Development with the simulated Google: the consent page is the simulator's, not Google's. */
  demo?: boolean;
};

/** Connect (Google's consent for this integration's scopes), reconnect, or disconnect. */
export function GoogleConnectButton({ purpose, state, demo = false }: Props) {
  const t = useTranslations('teacherSettingsConnections.google');
  const connect = useApiMutation(googleConnectRoute, {
    refresh: false,
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const disconnect = useApiMutation(googleDisconnectRoute);
  // Still busy after a successful connect: the browser is leaving for the consent page.
  const connecting = connect.isPending || connect.isSuccess;
  const busy = connecting || disconnect.isPending;
  const error = connect.error
    ? refusalMessage(connect.error, t('startFailed'))
    : disconnect.error
      ? refusalMessage(disconnect.error, t('disconnectFailed'))
      : null;
  function run(mutation: typeof connect | typeof disconnect) {
    connect.reset();
    disconnect.reset();
    mutation.mutate({ body: { purpose } });
  }

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <div className="flex flex-wrap gap-2">
        {state !== 'connected' ? (
          <Button type="button" onClick={() => run(connect)} loading={connecting} disabled={busy}>
            <ExternalLink aria-hidden="true" />
            {state === 'needs_reauth' ? t('reconnect') : demo ? t('connectDemo') : t('connect', { purpose })}
          </Button>
        ) : null}
        {state !== 'not_connected' ? (
          <Button
            type="button"
            variant="secondary"
            onClick={() => run(disconnect)}
            loading={disconnect.isPending}
            disabled={busy}
          >
            <Unplug aria-hidden="true" />
            {t('disconnect')}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-danger-foreground text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
