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
import { isHourCycle, toLocale, toRegionalFormat } from '@/lib/core/locale';
import { getTeacherSettings } from '@/lib/settings/get-teacher-settings';
import { timeZoneOptions } from '@/lib/presentation/time-zones';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('teacherSettingsProfile'))('title') };
}

export default async function ProfileSettingsPage() {
  const teacher = await requireTeacherPage();
  const settings = await getTeacherSettings({ teacherId: teacher.id });
  const origin = new URL(env().APP_URL).origin;
  const [t, tp] = await Promise.all([getTranslations('languageSettings'), getTranslations('teacherSettingsProfile')]);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader
        eyebrow={<BackLink href="/teacher/settings" label={tp('back')} />}
        title={tp('title')}
        description={tp('description')}
        actions={
          <a
            href={`/${settings.slug}`}
            target="_blank"
            rel="noreferrer"
            className="text-primary inline-flex items-center gap-1.5 text-sm font-medium hover:underline"
          >
            {tp('viewPage')}
            <ExternalLink className="size-3.5" aria-hidden="true" />
            <span className="sr-only">{tp('newTab')}</span>
          </a>
        }
        className="pb-0"
      />
      <Card>
        <CardHeader>
          <CardTitle>{tp('details')}</CardTitle>
          <CardDescription>{tp('signedInAs', { email: settings.email })}</CardDescription>
        </CardHeader>
        <CardContent>
          <ProfileForm
            origin={origin}
            zoneOptions={timeZoneOptions([settings.timezone], new Date(), toRegionalFormat(teacher))}
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
          <CardTitle>{tp('photo.title')}</CardTitle>
          <CardDescription>{tp('photo.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <AvatarUpload name={settings.name} avatarUrl={settings.avatarUrl} />
        </CardContent>
      </Card>
    </div>
  );
}
