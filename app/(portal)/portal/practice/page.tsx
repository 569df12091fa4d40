import type { Metadata } from 'next';
import { LogPracticeForm } from '@/components/practice/log-practice-form';
import { PracticeEntries } from '@/components/practice/practice-entries';
import { PracticeSummaryCard } from '@/components/practice/practice-summary-card';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { requireStudentPage } from '@/lib/auth/require-page';
import { getPracticeSummary } from '@/lib/practice/get-practice-summary';
import { listPracticeLogs } from '@/lib/practice/list-practice-logs';

export const metadata: Metadata = { title: 'Practice' };

/** The student's practice log: a quick "log today" form, the last 12 weeks as a chart, and the entries. */
export default async function PortalPracticePage() {
  const { student } = await requireStudentPage();
  const owner = { teacherId: student.teacherId, studentId: student.id };
  const [summary, entries] = await Promise.all([
    getPracticeSummary({ ...owner, timeZone: student.timezone }),
    listPracticeLogs({ ...owner, query: {} }),
  ]);
  return (
    <>
      <PageHeader title="Practice" description="Log the minutes you practise between lessons; your teacher sees them too." />
      <div className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle>Log today</CardTitle>
          </CardHeader>
          <CardContent>
            <LogPracticeForm today={summary.today} />
          </CardContent>
        </Card>
        <PracticeSummaryCard summary={summary} title="Your practice" />
        <PracticeEntries entries={entries.data} />
      </div>
    </>
  );
}
