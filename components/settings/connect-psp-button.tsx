'use client';

import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { failureMessage, sendJson } from '@/components/services/send-json';
import { Button } from '@/components/ui/button';

/** Asks the API for the processor's connection URL and sends the browser there. */
export function ConnectPspButton({ connected }: { connected: boolean }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function connect() {
    setBusy(true);
    setError(null);
    const answer = await sendJson<{ url: string }>('POST', '/api/teacher/settings/psp/connect');
    if (!answer.ok) {
      setBusy(false);
      setError(failureMessage(answer, 'The connection could not be started. Try again.'));
      return;
    }
    window.location.assign(answer.data.url);
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
