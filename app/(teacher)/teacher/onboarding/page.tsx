import { ChevronRight } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { FinishOnboardingButton } from '@/components/settings/finish-onboarding-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { env } from '@/lib/core/env';
import { formatZoneLabel } from '@/lib/core/format-time';

export const metadata: Metadata = { title: 'Welcome' };

/** The first things a new teacher sets up; each links to the page where it is done today. */
const nextSteps = [
  {
    href: '/teacher/services/new',
    title: 'Create your first service',
    text: 'A lesson, a package or a course, with its price.',
  },
  {
    href: '/teacher/settings/availability',
    title: 'Set your weekly hours',
    text: 'Students can only book the times you open.',
  },
  {
    href: '/teacher/settings',
    title: 'Connect payments and add a photo',
    text: 'Receive payments; the photo shows on your public page.',
  },
];

/**
 * Where a teacher lands after the first Google sign-in: the profile we created from the Google
 * account, shown as it is (there is no page to edit name, address or zone yet, so none is promised),
 * and the next steps that do exist, each a link.
 */
export default async function OnboardingPage() {
  const teacher = await requireTeacherPage();
  const publicPage = new URL(`/${teacher.slug}`, env().APP_URL).toString();
  const profile = [
    { label: 'Name', value: teacher.name },
    { label: 'E-mail', value: teacher.email },
    { label: 'Public page', value: publicPage },
    { label: 'Time zone', value: formatZoneLabel(teacher.timezone) },
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
          <CardDescription>
            Taken from your Google account. Times across Lektio are shown in this time zone.
          </CardDescription>
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
          <section aria-labelledby="next-steps-title">
            <h2 id="next-steps-title" className="text-foreground mb-2 text-sm font-semibold">
              Next steps
            </h2>
            <ul className="flex flex-col gap-2">
              {nextSteps.map((step) => (
                <li key={step.href}>
                  <Link
                    href={step.href}
                    className="border-border hover:border-primary-300 hover:bg-primary-soft/40 focus-visible:outline-ring flex items-center justify-between gap-3 rounded-lg border px-3 py-2.5 transition-colors"
                  >
                    <span className="min-w-0">
                      <span className="text-foreground block text-sm font-medium">{step.title}</span>
                      <span className="text-muted-foreground block text-xs">{step.text}</span>
                    </span>
                    <ChevronRight className="text-muted-foreground size-4 shrink-0" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <div>
            <FinishOnboardingButton />
          </div>
        </CardContent>
      </Card>
    </>
  );
}
