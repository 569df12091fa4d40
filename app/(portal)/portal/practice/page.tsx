import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LogPracticeForm } from '@/components/practice/log-practice-form';
import { PracticeEntries } from '@/components/practice/practice-entries';
import { PracticeSummaryCard } from '@/components/practice/practice-summary-card';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { requireStudentPage } from '@/lib/auth/require-page';
import { getPracticeSummary } from '@/lib/practice/get-practice-summary';
import { listPracticeLogs } from '@/lib/practice/list-practice-logs';
import { requestRegionalFormat } from '@/lib/http/request-locale';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('practice'))('title') };
}

/** The student's practice log: a quick "log today" form, the last 12 weeks as a chart, and the entries. */
export default async function PortalPracticePage() {
  const { student } = await requireStudentPage();
  const owner = { teacherId: student.teacherId, studentId: student.id };
  const [summary, entries, t, regional] = await Promise.all([
    getPracticeSummary({ ...owner, timeZone: student.timezone }),
    listPracticeLogs({ ...owner, query: {} }),
    getTranslations('practice'),
    requestRegionalFormat(),
  ]);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle>{t('logToday')}</CardTitle>
          </CardHeader>
          <CardContent>
            <LogPracticeForm today={summary.today} />
          </CardContent>
        </Card>
        <PracticeSummaryCard summary={summary} title={t('yourPractice')} />
        <PracticeEntries entries={entries.data} regional={regional} />
      </div>
    </>
  );
}
