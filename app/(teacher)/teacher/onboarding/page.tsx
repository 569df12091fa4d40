import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FinishOnboardingButton } from '@/components/settings/finish-onboarding-button';
import { SettingsSetupChecklist } from '@/components/settings/settings-setup-checklist';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { env } from '@/lib/core/env';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { formatZoneLabel } from '@/lib/presentation/format';
import { getSetupProgress } from '@/lib/settings/get-setup-progress';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('teacherOnboarding'))('meta.title') };
}

/**
 * Where a teacher lands after the first Google sign-in: the profile we created from the Google
 * account, and a checklist of the four setup steps (profile, weekly hours, a first service, the
 * payment account), each marked done or to do from the database and linking to where it is done.
 */
export default async function OnboardingPage() {
  const signedIn = await requireTeacherPage();
  const { teacher, steps, next } = await getSetupProgress({ teacherId: signedIn.id });
  const [t, regional] = await Promise.all([getTranslations('teacherOnboarding'), requestRegionalFormat()]);
  const publicPage = new URL(`/${teacher.slug}`, env().APP_URL).toString();
  const profile = [
    { label: t('profile.name'), value: teacher.name },
    { label: t('profile.email'), value: signedIn.email },
    { label: t('profile.publicPage'), value: publicPage },
    { label: t('profile.timeZone'), value: formatZoneLabel(teacher.timezone, new Date(), regional) },
  ];

  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title', { name: teacher.name })} description={t('description')} />
      <div className="flex max-w-2xl flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle>{t('steps.title')}</CardTitle>
            <CardDescription>{next ? t('steps.next') : t('steps.done')}</CardDescription>
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
            <CardTitle>{t('profile.title')}</CardTitle>
            <CardDescription>{t('profile.description')}</CardDescription>
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
