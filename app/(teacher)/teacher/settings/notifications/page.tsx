import type { Metadata } from 'next';
import { NotificationPreferencesForm } from '@/components/settings/notification-preferences-form';
import { ReminderTimesForm } from '@/components/settings/reminder-times-form';
import { BackLink } from '@/components/ui/back-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { getReminderSettings } from '@/lib/settings/get-reminder-settings';
import { getTeacherSettings } from '@/lib/settings/get-teacher-settings';

export const metadata: Metadata = { title: 'Notifications' };

export default async function NotificationSettingsPage() {
  const teacher = await requireTeacherPage();
  const [{ notificationPreferences }, reminders] = await Promise.all([
    getTeacherSettings({ teacherId: teacher.id }),
    getReminderSettings({ teacherId: teacher.id }),
  ]);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader
        eyebrow={<BackLink href="/teacher/settings" label="Settings" />}
        title="Notifications"
        description="Choose what Lektio tells you about. Each switch covers the e-mail and the bell notice; changes save at once."
        className="pb-0"
      />
      <Card>
        <CardHeader>
          <CardTitle>E-mail and in-app notices</CardTitle>
          <CardDescription>Changes you make yourself never notify you.</CardDescription>
        </CardHeader>
        <CardContent>
          <NotificationPreferencesForm preferences={notificationPreferences} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Lesson reminders</CardTitle>
          <CardDescription>Sent to your students by e-mail or text, as each of them chose.</CardDescription>
        </CardHeader>
        <CardContent>
          <ReminderTimesForm {...reminders} />
        </CardContent>
      </Card>
    </div>
  );
}
