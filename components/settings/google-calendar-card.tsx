import { useTranslations } from 'next-intl';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { TGoogleConnectionStatus } from '@/lib/google-connection/schemas';
import { CalendarPicker } from './calendar-picker';
import { GoogleConnectButton } from './google-connect-button';

/** Badge tones by state; the words are `teacherSettingsConnections.states.<state>`. */
const STATES: Record<TGoogleConnectionStatus['calendar']['state'], BadgeTone> = {
  not_connected: 'neutral',
  needs_reauth: 'warning',
  connected: 'success',
};

/** Google's return reasons with their own words (`teacherSettingsConnections.google.errors.<reason>`). */
export const CONNECT_ERRORS = new Set(['state', 'denied', 'idp']);

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
  const t = useTranslations('teacherSettingsConnections');
  const { calendar } = status;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('google.calendarTitle')}</CardTitle>
        <CardDescription>{t('google.calendarDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {connected ? (
          <p
            role="status"
            className="bg-success-soft text-success-foreground flex items-start gap-2 rounded-md px-3 py-2 text-sm"
          >
            <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('google.calendarConnected')}
          </p>
        ) : null}
        {error ? (
          <p
            role="alert"
            className="bg-danger-soft text-danger-foreground flex items-start gap-2 rounded-md px-3 py-2 text-sm"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {CONNECT_ERRORS.has(error) ? t(`google.errors.${error}`) : t('google.calendarFailed')}
          </p>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 flex-col gap-1 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={STATES[calendar.state]} dot>
                {t(`states.${calendar.state}`)}
              </Badge>
              {calendar.accountEmail ? (
                <span className="text-muted-foreground break-all">{calendar.accountEmail}</span>
              ) : null}
            </div>
            {calendar.state === 'needs_reauth' ? (
              <p className="text-muted-foreground">{t('google.calendarReauth')}</p>
            ) : null}
            {!status.configured ? <p className="text-muted-foreground">{t('google.notConfigured')}</p> : null}
          </div>
          {status.configured ? <GoogleConnectButton purpose="calendar" state={calendar.state} demo={demo} /> : null}
        </div>
        {calendar.state === 'connected' ? <CalendarPicker /> : null}
      </CardContent>
    </Card>
  );
}
