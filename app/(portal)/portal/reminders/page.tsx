import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PhoneVerificationForm } from '@/components/portal/reminders/phone-verification-form';
import { ReminderChannelForm } from '@/components/portal/reminders/reminder-channel-form';
import { LanguageForm } from '@/components/settings/language-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { requireStudentPage } from '@/lib/auth/require-page';
import { getStudentReminderSettings } from '@/lib/sms/get-student-reminder-settings';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('portalPages.reminders'))('title') };
}

/**
 * The student's own settings: how they are reminded of lessons (e-mail, text or both, and the phone
 * number texts go to), and the language and clock of their portal and e-mails (decision 0113).
 */
export default async function PortalRemindersPage() {
  const { student } = await requireStudentPage();
  const [settings, t] = await Promise.all([
    getStudentReminderSettings({ teacherId: student.teacherId, studentId: student.id }),
    getTranslations('portalPages.reminders'),
  ]);
  const phoneLine = settings.phone
    ? t(settings.smsStopped ? 'phoneVerifiedStopped' : 'phoneVerified', { phone: settings.phone })
    : t('noPhone');
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle>{t('howTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ReminderChannelForm channel={settings.reminderChannel} canText={settings.phoneVerified} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('phoneTitle')}</CardTitle>
            <CardDescription>{phoneLine}</CardDescription>
          </CardHeader>
          <CardContent>
            <PhoneVerificationForm pendingPhone={settings.pendingPhone} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('languageTitle')}</CardTitle>
            <CardDescription>{t('languageDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            <LanguageForm
              owner="student"
              locale={settings.locale}
              hourCycle={settings.hourCycle}
              languageHint={t('languageHint')}
            />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
