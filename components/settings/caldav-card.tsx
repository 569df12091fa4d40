'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { disconnectCaldavRoute } from '@/lib/calendar-sync/caldav/contracts';
import type { TCaldavConnection } from '@/lib/calendar-sync/caldav/schemas';
import { CaldavCalendarPicker } from './caldav-calendar-picker';
import { CaldavConnectForm } from './caldav-connect-form';

/** Any calendar by CalDAV (iCloud, Fastmail, Nextcloud...): connect, choose calendars, disconnect. */
export function CaldavCard({ connection }: { connection: TCaldavConnection | null }) {
  const t = useTranslations('teacherSettingsConnections.caldav');
  const [confirming, setConfirming] = useState(false);
  const disconnectCaldav = useApiMutation(disconnectCaldavRoute, {
    success: t('disconnected'),
    failure: t('disconnectFailed'),
    onSuccess: () => setConfirming(false),
  });
  const pending = disconnectCaldav.isPending;

  function disconnect() {
    if (connection) disconnectCaldav.mutate({ params: { id: connection.id } });
  }

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{t('title')}</CardTitle>
          {connection ? (
            <Badge tone={connection.status === 'connected' ? 'success' : 'warning'}>
              {t(connection.status === 'connected' ? 'connected' : 'needsReauth')}
            </Badge>
          ) : (
            <Badge tone="neutral">{t('notConnected')}</Badge>
          )}
        </div>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {connection ? (
          <>
            <p className="text-sm break-words">
              <span className="text-muted-foreground">{t('account')}</span>
              {t('accountOn', { username: connection.username, server: connection.serverUrl })}
            </p>
            {connection.status === 'connected' ? (
              <CaldavCalendarPicker connectionId={connection.id} />
            ) : (
              <CaldavConnectForm defaults={{ serverUrl: connection.serverUrl, username: connection.username }} />
            )}
            <div>
              <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
                {t('disconnect')}
              </Button>
            </div>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title={t('confirmTitle')}
              description={t('confirmBody')}
              confirmLabel={t('disconnect')}
              destructive
              pending={pending}
              onConfirm={disconnect}
            />
          </>
        ) : (
          <CaldavConnectForm />
        )}
      </CardContent>
    </Card>
  );
}
