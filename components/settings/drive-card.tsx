'use client';

import { useTranslations } from 'next-intl';
import { ExternalLink, FolderOpen } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { refusalMessage } from '@/lib/client/api-refusal';
import { disableDriveRoute, enableDriveRoute } from '@/lib/drive/contracts';
import type { TDriveStatus } from '@/lib/drive/schemas';

/** Badge tones by state; the words are `teacherSettingsConnections.drive.states.<state>` (and `folder.<state>`). */
const STATES: Record<TDriveStatus['state'], BadgeTone> = {
  not_connected: 'neutral',
  needs_reauth: 'warning',
  disabled: 'neutral',
  enabled: 'success',
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
  const t = useTranslations('teacherSettingsConnections.drive');
  const [status, setStatus] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const switchable = status.state === 'enabled' || status.state === 'disabled';
  const options = {
    refresh: false,
    onSuccess: setStatus,
    onError: (refusal: Error) => setError(refusalMessage(refusal, t('failed'))),
  };
  const enable = useApiMutation(enableDriveRoute, options);
  const disable = useApiMutation(disableDriveRoute, options);
  const busy = enable.isPending || disable.isPending;

  function toggle() {
    setError(null);
    (status.state === 'enabled' ? disable : enable).mutate({});
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex min-w-0 flex-col gap-1 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={STATES[status.state]} dot>
                {t(`states.${status.state}`)}
              </Badge>
              {status.accountEmail ? (
                <span className="text-muted-foreground break-all">{status.accountEmail}</span>
              ) : null}
            </div>
            {status.state === 'not_connected' ? (
              <p className="text-muted-foreground">{t('connectFirst')}</p>
            ) : status.state === 'needs_reauth' ? (
              <p className="text-muted-foreground">{t('reauth')}</p>
            ) : (
              <p className="text-muted-foreground">{t(`folder.${status.folder.state}`)}</p>
            )}
          </div>
          {switchable ? (
            <Button
              type="button"
              variant={status.state === 'enabled' ? 'secondary' : 'primary'}
              onClick={toggle}
              loading={busy}
            >
              {t(status.state === 'enabled' ? 'turnOff' : 'turnOn')}
            </Button>
          ) : (
            connectAction
          )}
        </div>
        {status.state !== 'not_connected' ? (
          <dl className="grid grid-cols-3 gap-2 text-sm" aria-label={t('copies')}>
            <Count label={t('copied')} value={status.copied} />
            <Count label={t('waiting')} value={status.pending} />
            <Count label={t('failedCount')} value={status.failed} />
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
            {t('openFolder')}
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
