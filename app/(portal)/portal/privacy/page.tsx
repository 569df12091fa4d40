import type { Metadata } from 'next';
import { ErasureRequestButton } from '@/components/privacy/erasure-request-button';
import { ErasureStatus } from '@/components/privacy/erasure-status';
import { MyDataExportButton } from '@/components/privacy/my-data-export-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { requireStudentPage } from '@/lib/auth/require-page';
import { getMyDataSummary } from '@/lib/privacy/get-my-data-summary';

export const metadata: Metadata = { title: 'My data' };

/** What the teacher's practice holds about the student, a download of it, and the erasure request. */
export default async function PortalPrivacyPage() {
  const { student, impersonating } = await requireStudentPage();
  const summary = await getMyDataSummary({ student: { id: student.id, teacherId: student.teacherId } });
  const request = summary.erasureRequest;
  const open = request?.status === 'pending' || request?.status === 'processing';

  return (
    <>
      <PageHeader
        title="My data"
        description="See what is held about you, download a copy, or ask for it to be erased."
      />
      <Card>
        <CardHeader>
          <CardTitle>What is held about you</CardTitle>
          <CardDescription>Records per category in your teacher&apos;s practice.</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
            {summary.categories.map((category) => (
              <div key={category.key} className="border-border flex justify-between gap-4 border-b py-1.5 text-sm">
                <dt className="text-muted-foreground">{category.label}</dt>
                <dd className="font-medium tabular-nums">{category.count}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Download a copy</CardTitle>
          <CardDescription>Everything above in one JSON file you can keep or take elsewhere.</CardDescription>
        </CardHeader>
        <CardContent>
          <MyDataExportButton />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Erase my data</CardTitle>
          <CardDescription>
            Ask your teacher to erase your personal data. They have 30 days to carry it out or explain why not.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          {request ? <ErasureStatus request={request} timezone={student.timezone} /> : null}
          {impersonating ? (
            <p role="status" className="text-muted-foreground text-sm">
              Only the student can ask for their data to be erased; it is turned off while you view the portal as them.
            </p>
          ) : null}
          <ErasureRequestButton disabled={impersonating || open} />
        </CardContent>
      </Card>
    </>
  );
}
