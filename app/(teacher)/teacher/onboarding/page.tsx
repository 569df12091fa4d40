import type { Metadata } from 'next';
import { FinishOnboardingButton } from '@/components/settings/finish-onboarding-button';
import { SettingsSetupChecklist } from '@/components/settings/settings-setup-checklist';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { env } from '@/lib/core/env';
import { formatZoneLabel } from '@/lib/core/format-time';
import { getSetupProgress } from '@/lib/settings/get-setup-progress';

export const metadata: Metadata = { title: 'Welcome' };

/**
 * Where a teacher lands after the first Google sign-in: the profile we created from the Google
 * account, and a checklist of the four setup steps (profile, weekly hours, a first service, the
 * payment account), each marked done or to do from the database and linking to where it is done.
 */
export default async function OnboardingPage() {
  const signedIn = await requireTeacherPage();
  const { teacher, steps, next } = await getSetupProgress({ teacherId: signedIn.id });
  const publicPage = new URL(`/${teacher.slug}`, env().APP_URL).toString();
  const profile = [
    { label: 'Name', value: teacher.name },
    { label: 'E-mail', value: signedIn.email },
    { label: 'Public page', value: publicPage },
    { label: 'Time zone', value: formatZoneLabel(teacher.timezone) },
  ];

  return (
    <>
      <PageHeader
        eyebrow="Getting started"
        title={`Welcome to Lektio, ${teacher.name}`}
        description="Four steps and students can find you, book you and pay you. Do them now or later: each stays in Settings."
      />
      <div className="flex max-w-2xl flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Your steps</CardTitle>
            <CardDescription>
              {next
                ? 'Each step opens the page where it is done; come back here to see your progress.'
                : 'All done. Your practice is ready for students.'}
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">
            <SettingsSetupChecklist steps={steps} />
            <div>
              <FinishOnboardingButton />
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Your profile</CardTitle>
            <CardDescription>
              Taken from your Google account; change any of it in Settings, Profile. Times across Lektio are shown in
              this time zone.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="divide-border divide-y text-sm">
              {profile.map(({ label, value }) => (
                <div key={label} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
                  <dt className="text-muted-foreground font-medium">{label}</dt>
                  <dd className="text-foreground break-all sm:col-span-2">{value}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
