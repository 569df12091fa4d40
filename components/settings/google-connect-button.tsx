'use client';

import { ExternalLink, Unplug } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { refusalMessage } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { googleConnectRoute, googleDisconnectRoute } from '@/lib/google-connection/contracts';

type Props = {
  purpose: 'calendar' | 'drive';
  state: 'not_connected' | 'connected' | 'needs_reauth';
  /** Development with the simulated Google: the consent page is the simulator's, not Google's. */
  demo?: boolean;
};

const labels = { calendar: 'Google Calendar', drive: 'Google Drive' };

/** Connect (Google's consent for this integration's scopes), reconnect, or disconnect. */
export function GoogleConnectButton({ purpose, state, demo = false }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState<'connect' | 'disconnect' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function connect() {
    setBusy('connect');
    setError(null);
    try {
      const { url } = await callApi(googleConnectRoute, { body: { purpose } });
      window.location.assign(url);
    } catch (refusal) {
      setBusy(null);
      setError(refusalMessage(refusal, 'The connection could not be started. Try again.'));
    }
  }

  async function disconnect() {
    setBusy('disconnect');
    setError(null);
    try {
      await callApi(googleDisconnectRoute, { body: { purpose } });
      router.refresh();
    } catch (refusal) {
      setError(refusalMessage(refusal, 'Could not disconnect. Try again.'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <div className="flex flex-wrap gap-2">
        {state !== 'connected' ? (
          <Button type="button" onClick={connect} loading={busy === 'connect'} disabled={busy !== null}>
            <ExternalLink aria-hidden="true" />
            {state === 'needs_reauth' ? 'Reconnect' : demo ? 'Connect demo Google' : `Connect ${labels[purpose]}`}
          </Button>
        ) : null}
        {state !== 'not_connected' ? (
          <Button
            type="button"
            variant="secondary"
            onClick={disconnect}
            loading={busy === 'disconnect'}
            disabled={busy !== null}
          >
            <Unplug aria-hidden="true" />
            Disconnect
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
