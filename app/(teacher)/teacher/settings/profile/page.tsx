import { ExternalLink } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AvatarUpload } from '@/components/settings/avatar-upload';
import { LanguageForm } from '@/components/settings/language-form';
import { ProfileForm } from '@/components/settings/profile-form';
import { BackLink } from '@/components/ui/back-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { env } from '@/lib/core/env';
import { isHourCycle, toLocale } from '@/lib/core/locale';
import { getTeacherSettings } from '@/lib/settings/get-teacher-settings';
import { timeZoneOptions } from '@/lib/presentation/time-zones';

export const metadata: Metadata = { title: 'Profile' };

export default async function ProfileSettingsPage() {
  const teacher = await requireTeacherPage();
  const settings = await getTeacherSettings({ teacherId: teacher.id });
  const origin = new URL(env().APP_URL).origin;
  const t = await getTranslations('languageSettings');
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader
        eyebrow={<BackLink href="/teacher/settings" label="Settings" />}
        title="Profile"
        description="How students find and see you: your name, public address, bio, photo and time zone."
        actions={
          <a
            href={`/${settings.slug}`}
            target="_blank"
            rel="noreferrer"
            className="text-primary inline-flex items-center gap-1.5 text-sm font-medium hover:underline"
          >
            View your public page
            <ExternalLink className="size-3.5" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        }
        className="pb-0"
      />
      <Card>
        <CardHeader>
          <CardTitle>Your details</CardTitle>
          <CardDescription>Signed in as {settings.email}; the e-mail comes from your Google account.</CardDescription>
        </CardHeader>
        <CardContent>
          <ProfileForm
            origin={origin}
            zoneOptions={timeZoneOptions([settings.timezone])}
            profile={{ name: settings.name, slug: settings.slug, bio: settings.bio, timezone: settings.timezone }}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('title')}</CardTitle>
          <CardDescription>{t('description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <LanguageForm
            locale={toLocale(teacher.locale)}
            hourCycle={isHourCycle(teacher.hourCycle) ? teacher.hourCycle : null}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Profile photo</CardTitle>
          <CardDescription>Shown on your public page and to your students.</CardDescription>
        </CardHeader>
        <CardContent>
          <AvatarUpload name={settings.name} avatarUrl={settings.avatarUrl} />
        </CardContent>
      </Card>
    </div>
  );
}
