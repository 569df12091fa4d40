import { FlaskConical } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CaldavCard } from '@/components/settings/caldav-card';
import { DriveCard } from '@/components/settings/drive-card';
import { CONNECT_ERRORS, GoogleCalendarCard } from '@/components/settings/google-calendar-card';
import { GoogleConnectButton } from '@/components/settings/google-connect-button';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { env } from '@/lib/core/env';
import { getDriveStatus } from '@/lib/drive/get-drive-status';
import { getCaldavConnection } from '@/lib/calendar-sync/caldav/get-caldav-connection';
import { getGoogleConnectionStatus } from '@/lib/google-connection/get-google-connection-status';
import { demoGoogleAccount } from '@/lib/core/development-google';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('teacherSettingsPages'))('integrations.meta') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Google Calendar, a CalDAV calendar and Drive; Google's consent returns here with `?connected=` or `?purpose=&error=`. */
export default async function IntegrationsSettingsPage({ searchParams }: Props) {
  const tp = await getTranslations('teacherSettingsPages');
  const tc = await getTranslations('teacherSettingsConnections');
  const teacher = await requireTeacherPage();
  const [params, status, drive, caldav] = await Promise.all([
    searchParams,
    getGoogleConnectionStatus(teacher.id),
    getDriveStatus(teacher.id),
    getCaldavConnection(teacher.id),
  ]);
  const connected = single(params.connected);
  const purpose = single(params.purpose);
  const error = single(params.error);
  // Development without GOOGLE_CLIENT_ID: the simulated Google (docs/decisions/0056-google-simulator.md).
  const demo = env().GOOGLE_SIMULATED;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader
        eyebrow={<BackLink href="/teacher/settings" label={tp('back')} />}
        title={tp('integrations.title')}
        description={tp('integrations.description')}
        className="pb-0"
      />
      {demo ? (
        <p role="note" className="bg-muted text-muted-foreground flex items-start gap-2 rounded-md px-3 py-2 text-sm">
          <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{tc('google.demoNote', { email: demoGoogleAccount.email })}</span>
        </p>
      ) : null}
      <GoogleCalendarCard
        demo={demo}
        status={status}
        connected={connected === 'calendar'}
        error={purpose === 'calendar' ? error : undefined}
      />
      <CaldavCard connection={caldav.connection} />
      {purpose === 'drive' && error ? (
        <p role="alert" className="text-danger-foreground text-sm">
          {CONNECT_ERRORS.has(error) ? tc(`google.errors.${error}`) : tc('google.driveFailed')}
        </p>
      ) : null}
      <DriveCard
        status={drive}
        connectAction={
          status.configured ? <GoogleConnectButton purpose="drive" state={status.drive.state} demo={demo} /> : undefined
        }
      />
    </div>
  );
}
