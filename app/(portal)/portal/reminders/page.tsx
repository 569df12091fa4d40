import type { Metadata } from 'next';
import { PhoneVerificationForm } from '@/components/portal/reminders/phone-verification-form';
import { ReminderChannelForm } from '@/components/portal/reminders/reminder-channel-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { requireStudentPage } from '@/lib/auth/require-page';
import { getStudentReminderSettings } from '@/lib/sms/get-student-reminder-settings';

export const metadata: Metadata = { title: 'Reminders' };

/** How the student is reminded of lessons: e-mail, text or both, and the phone number texts go to. */
export default async function PortalRemindersPage() {
  const { student } = await requireStudentPage();
  const settings = await getStudentReminderSettings({ teacherId: student.teacherId, studentId: student.id });
  return (
    <>
      <PageHeader title="Reminders" description="Choose how your teacher's lesson reminders reach you." />
      <div className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle>How to remind you</CardTitle>
          </CardHeader>
          <CardContent>
            <ReminderChannelForm channel={settings.reminderChannel} canText={settings.phoneVerified} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Mobile number</CardTitle>
            <CardDescription>
              {settings.phone
                ? `Texts go to ${settings.phone} (verified).${settings.smsStopped ? ' You answered STOP: text START to turn them on again.' : ''}`
                : 'No verified number yet. Reply STOP to any text to stop them.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <PhoneVerificationForm pendingPhone={settings.pendingPhone} />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
