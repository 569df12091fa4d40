import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotificationPreferencesForm } from '@/components/settings/notification-preferences-form';
import { ReminderTimesForm } from '@/components/settings/reminder-times-form';
import { BackLink } from '@/components/ui/back-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { getReminderSettings } from '@/lib/settings/get-reminder-settings';
import { getTeacherSettings } from '@/lib/settings/get-teacher-settings';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('teacherSettingsPages'))('notifications.meta') };
}

export default async function NotificationSettingsPage() {
  const tp = await getTranslations('teacherSettingsPages');
  const teacher = await requireTeacherPage();
  const [{ notificationPreferences }, reminders] = await Promise.all([
    getTeacherSettings({ teacherId: teacher.id }),
    getReminderSettings({ teacherId: teacher.id }),
  ]);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader
        eyebrow={<BackLink href="/teacher/settings" label={tp('back')} />}
        title={tp('notifications.title')}
        description={tp('notifications.description')}
        className="pb-0"
      />
      <Card>
        <CardHeader>
          <CardTitle>{tp('notifications.noticesTitle')}</CardTitle>
          <CardDescription>{tp('notifications.noticesDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <NotificationPreferencesForm preferences={notificationPreferences} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{tp('notifications.remindersTitle')}</CardTitle>
          <CardDescription>{tp('notifications.remindersDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ReminderTimesForm {...reminders} />
        </CardContent>
      </Card>
    </div>
  );
}
