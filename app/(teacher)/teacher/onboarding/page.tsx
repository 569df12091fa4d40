import type { Metadata } from 'next';
import { FinishOnboardingButton } from '@/components/settings/finish-onboarding-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { env } from '@/lib/core/env';

export const metadata: Metadata = { title: 'Welcome' };

/**
 * Where a teacher lands after the first Google sign-in: the profile we created from the Google
 * account, shown as it is. Editing these values belongs to settings.
 */
export default async function OnboardingPage() {
  const teacher = await requireTeacherPage();
  const publicPage = new URL(`/${teacher.slug}`, env().APP_URL).toString();
  const profile = [
    { label: 'Name', value: teacher.name },
    { label: 'E-mail', value: teacher.email },
    { label: 'Public page', value: publicPage },
    { label: 'Time zone', value: teacher.timezone },
  ];

  return (
    <>
      <PageHeader
        eyebrow="Getting started"
        title={`Welcome to Lektio, ${teacher.name}`}
        description="We created your teacher account from your Google account. These are the values we used."
      />
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle>Your profile</CardTitle>
          <CardDescription>You can change your name, public address and time zone in settings.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <dl className="divide-border divide-y text-sm">
            {profile.map(({ label, value }) => (
              <div key={label} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
                <dt className="text-muted-foreground font-medium">{label}</dt>
                <dd className="text-foreground break-all sm:col-span-2">{value}</dd>
              </div>
            ))}
          </dl>
          <div>
            <FinishOnboardingButton />
          </div>
        </CardContent>
      </Card>
    </>
  );
}
