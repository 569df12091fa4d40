'use client';

import { ExternalLink, FolderOpen } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { refusalMessage } from '@/lib/client/api-refusal';
import { disableDriveRoute, enableDriveRoute } from '@/lib/drive/contracts';
import type { TDriveStatus } from '@/lib/drive/schemas';

const STATES: Record<TDriveStatus['state'], { label: string; tone: BadgeTone }> = {
  not_connected: { label: 'Not connected', tone: 'neutral' },
  needs_reauth: { label: 'Reconnect needed', tone: 'warning' },
  disabled: { label: 'Copying off', tone: 'neutral' },
  enabled: { label: 'Copying on', tone: 'success' },
};

const FOLDER_STATES: Record<TDriveStatus['folder']['state'], string> = {
  not_created: 'The Lektio folder is created with the first copy.',
  ready: 'Copies go to the Lektio folder, one subfolder per student.',
  missing: 'The Lektio folder was deleted in Drive; the next copy creates a new one.',
  unknown: 'Google Drive did not answer; the folder state is unknown for now.',
};

type Props = {
  status: TDriveStatus;
  /** The Google connect (or reconnect) button for the drive purpose, from the integrations page. */
  connectAction?: ReactNode;
};

/**
 * Settings > Integrations, Google Drive: whether session resources are copied into per-student
 * folders, how many copies are done, waiting or failed, and a link to the root folder.
 */
export function DriveCard({ status: initial, connectAction }: Props) {
  const [status, setStatus] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const switchable = status.state === 'enabled' || status.state === 'disabled';
  const options = {
    refresh: false,
    onSuccess: setStatus,
    onError: (refusal: Error) => setError(refusalMessage(refusal, 'The change could not be saved. Try again.')),
  };
  const enable = useApiMutation(enableDriveRoute, options);
  const disable = useApiMutation(disableDriveRoute, options);
  const busy = enable.isPending || disable.isPending;

  function toggle() {
    setError(null);
    (status.state === 'enabled' ? disable : enable).mutate({});
  }

  const badge = STATES[status.state];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Google Drive</CardTitle>
        <CardDescription>
          Drive files you add to a lesson are copied into that student&apos;s own folder in your Drive.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex min-w-0 flex-col gap-1 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={badge.tone} dot>
                {badge.label}
              </Badge>
              {status.accountEmail ? (
                <span className="text-muted-foreground break-all">{status.accountEmail}</span>
              ) : null}
            </div>
            {status.state === 'not_connected' ? (
              <p className="text-muted-foreground">Connect Google Drive to copy lesson files for your students.</p>
            ) : status.state === 'needs_reauth' ? (
              <p className="text-muted-foreground">Google no longer accepts the connection. Connect it again.</p>
            ) : (
              <p className="text-muted-foreground">{FOLDER_STATES[status.folder.state]}</p>
            )}
          </div>
          {switchable ? (
            <Button
              type="button"
              variant={status.state === 'enabled' ? 'secondary' : 'primary'}
              onClick={toggle}
              loading={busy}
            >
              {status.state === 'enabled' ? 'Turn copying off' : 'Turn copying on'}
            </Button>
          ) : (
            connectAction
          )}
        </div>
        {status.state !== 'not_connected' ? (
          <dl className="grid grid-cols-3 gap-2 text-sm" aria-label="Copies">
            <Count label="Copied" value={status.copied} />
            <Count label="Waiting" value={status.pending} />
            <Count label="Failed" value={status.failed} />
          </dl>
        ) : null}
        {status.folder.url ? (
          <a
            href={status.folder.url}
            target="_blank"
            rel="noopener noreferrer"
            className="text-primary inline-flex items-center gap-1.5 self-start text-sm underline-offset-4 hover:underline"
          >
            <FolderOpen className="size-4" aria-hidden="true" />
            Open the Lektio folder in Drive
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
        ) : null}
        {error ? (
          <p role="alert" className="text-danger-foreground text-sm">
            {error}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="border-border rounded-md border px-3 py-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-foreground text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
