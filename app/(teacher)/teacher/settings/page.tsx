import type { Metadata } from 'next';
import { Settings } from 'lucide-react';
import Link from 'next/link';
import { AvatarUpload } from '@/components/settings/avatar-upload';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PspConnectionCard } from '@/components/settings/psp-connection-card';
import { SessionsCard } from '@/components/settings/sessions-card';
import { listTeacherSessions } from '@/lib/auth/list-teacher-sessions';
import { requireTeacherSessionPage } from '@/lib/auth/require-page';
import { getPspStatus } from '@/lib/payments/connection/get-psp-status';

export const metadata: Metadata = { title: 'Settings' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function SettingsPage({ searchParams }: Props) {
  const { teacher, key } = await requireTeacherSessionPage();
  const params = await searchParams;
  const [sessions, pspStatus] = await Promise.all([
    listTeacherSessions({ teacherId: teacher.id, currentKey: key }),
    getPspStatus(teacher.id),
  ]);
  return (
    <>
      <PageHeader
        title="Settings"
        description="Profile, currency, availability, policies, notifications and integrations."
      />
      <div className="flex flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Profile photo</CardTitle>
            <CardDescription>Shown on your public page and to your students.</CardDescription>
          </CardHeader>
          <CardContent>
            <AvatarUpload name={teacher.name} avatarUrl={teacher.avatarUrl} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Scheduling</CardTitle>
            <CardDescription>When students can book you, and what cancelling costs them.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col gap-2 text-sm">
              <li>
                <Link href="/teacher/settings/availability" className="text-primary font-medium hover:underline">
                  Availability
                </Link>
                <span className="text-muted-foreground"> · weekly hours, closed days and extra hours</span>
              </li>
              <li>
                <Link
                  href="/teacher/settings/cancellation-policies"
                  className="text-primary font-medium hover:underline"
                >
                  Cancellation policies
                </Link>
                <span className="text-muted-foreground"> · late cancellations, reschedules and no-shows</span>
              </li>
            </ul>
          </CardContent>
        </Card>
        <PspConnectionCard
          status={pspStatus}
          timezone={teacher.timezone}
          outcome={single(params.psp)}
          reason={single(params.reason)}
        />
        <SessionsCard sessions={sessions} timezone={teacher.timezone} />
        <EmptyState
          icon={Settings}
          title="Your account settings live here"
          description="Your public profile, currency, working hours, cancellation policies, notifications, legal documents and connections to your calendar, payment processor and drive. The settings pages arrive in an upcoming release."
          className="py-16"
        />
      </div>
    </>
  );
}
