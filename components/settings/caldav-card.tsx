'use client';

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
  const [confirming, setConfirming] = useState(false);
  const disconnectCaldav = useApiMutation(disconnectCaldavRoute, {
    success: 'Calendar account disconnected',
    failure: 'It could not be disconnected. Try again.',
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
          <CardTitle>Other calendar (CalDAV)</CardTitle>
          {connection ? (
            <Badge tone={connection.status === 'connected' ? 'success' : 'warning'}>
              {connection.status === 'connected' ? 'Connected' : 'Reconnect needed'}
            </Badge>
          ) : (
            <Badge tone="neutral">Not connected</Badge>
          )}
        </div>
        <CardDescription>
          iCloud, Fastmail, Nextcloud or any CalDAV server: its busy times block your slots, and sessions can be written
          to one of its calendars.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {connection ? (
          <>
            <p className="text-sm break-words">
              <span className="text-muted-foreground">Account: </span>
              {connection.username} on {connection.serverUrl}
            </p>
            {connection.status === 'connected' ? (
              <CaldavCalendarPicker connectionId={connection.id} />
            ) : (
              <CaldavConnectForm defaults={{ serverUrl: connection.serverUrl, username: connection.username }} />
            )}
            <div>
              <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
                Disconnect
              </Button>
            </div>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title="Disconnect this calendar account?"
              description="Its busy times stop blocking your slots and new sessions are no longer written there. Events already written stay in your calendar."
              confirmLabel="Disconnect"
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
