import { CircleAlert, CircleCheck } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { TGoogleConnectionStatus } from '@/lib/google-connection/schemas';
import { CalendarPicker } from './calendar-picker';
import { GoogleConnectButton } from './google-connect-button';

const STATES: Record<TGoogleConnectionStatus['calendar']['state'], { label: string; tone: BadgeTone }> = {
  not_connected: { label: 'Not connected', tone: 'neutral' },
  needs_reauth: { label: 'Reconnect needed', tone: 'warning' },
  connected: { label: 'Connected', tone: 'success' },
};

export const CONNECT_ERRORS: Record<string, string> = {
  state: 'The connection link expired or was opened in another browser. Start again.',
  denied: 'Access was not granted on Google’s screen.',
  idp: 'Google could not complete the connection. Try again in a moment.',
};

type Props = {
  status: TGoogleConnectionStatus;
  /** `?connected=calendar`, or `?purpose=calendar&error=` after Google's consent. */
  connected?: boolean;
  error?: string;
  /** The simulated Google answers instead of Google (development). */
  demo?: boolean;
};

/** Google Calendar: busy time from the read calendars, sessions written to one calendar. */
export function GoogleCalendarCard({ status, connected, error, demo }: Props) {
  const { calendar } = status;
  const badge = STATES[calendar.state];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Google Calendar</CardTitle>
        <CardDescription>
          Your other appointments block bookable slots, and confirmed sessions appear in your calendar.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {connected ? (
          <p
            role="status"
            className="bg-success-soft text-success-foreground flex items-start gap-2 rounded-md px-3 py-2 text-sm"
          >
            <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Google Calendar is connected. Choose your calendars below.
          </p>
        ) : null}
        {error ? (
          <p
            role="alert"
            className="bg-danger-soft text-danger-foreground flex items-start gap-2 rounded-md px-3 py-2 text-sm"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {CONNECT_ERRORS[error] ?? 'Google Calendar could not be connected. Try again.'}
          </p>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 flex-col gap-1 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={badge.tone} dot>
                {badge.label}
              </Badge>
              {calendar.accountEmail ? (
                <span className="text-muted-foreground break-all">{calendar.accountEmail}</span>
              ) : null}
            </div>
            {calendar.state === 'needs_reauth' ? (
              <p className="text-muted-foreground">
                Google no longer accepts Lektio’s access. Slots are offered without your calendar’s busy times and
                sessions are not written until you reconnect.
              </p>
            ) : null}
            {!status.configured ? (
              <p className="text-muted-foreground">Google is not configured on this server.</p>
            ) : null}
          </div>
          {status.configured ? <GoogleConnectButton purpose="calendar" state={calendar.state} demo={demo} /> : null}
        </div>
        {calendar.state === 'connected' ? <CalendarPicker /> : null}
      </CardContent>
    </Card>
  );
}
