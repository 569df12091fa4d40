'use client';

import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { refusalMessage } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { connectPspRoute } from '@/lib/payments/contracts';

/** Asks the API for the processor's connection URL and sends the browser there. */
export function ConnectPspButton({ connected }: { connected: boolean }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function connect() {
    setBusy(true);
    setError(null);
    try {
      const { url } = await callApi(connectPspRoute, {});
      window.location.assign(url);
    } catch (refusal) {
      setBusy(false);
      setError(refusalMessage(refusal, 'The connection could not be started. Try again.'));
    }
  }

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <Button type="button" variant={connected ? 'secondary' : 'primary'} onClick={connect} loading={busy}>
        <ExternalLink aria-hidden="true" />
        {connected ? 'Reconnect payment account' : 'Connect payment account'}
      </Button>
      {error ? (
        <p role="alert" className="text-danger-foreground text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
