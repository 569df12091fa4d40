import Link from 'next/link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatInZone } from '@/lib/core/format-time';
import { getStudentStanding } from '@/lib/legal/acceptance/get-student-standing';
import { AcceptanceHistory } from './acceptance-history';
import { AcceptanceBadge, documentTypeLabels } from './legal-badges';
import { SendToSignButton } from './send-to-sign-button';

/** The student profile's card: where the student stands on each published document, with "Send to sign". */
export async function StudentLegalStanding({
  teacherId,
  studentId,
  timezone,
}: {
  teacherId: string;
  studentId: string;
  timezone: string;
}) {
  const { data } = await getStudentStanding({ teacherId, studentId });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Contracts and legal documents</CardTitle>
        <CardDescription>Signatures at enrollment and in the portal.</CardDescription>
      </CardHeader>
      <CardContent>
        {data.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            No published document.{' '}
            <Link href="/teacher/settings/legal-documents" className="text-primary hover:underline">
              Write one
            </Link>
            .
          </p>
        ) : (
          <ul className="divide-border divide-y text-sm" aria-label="Legal documents">
            {data.map((row) => (
              <li key={row.document.id} className="py-2">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0">
                    <span className="font-medium break-words">{row.document.title}</span>
                    <span className="text-muted-foreground block text-xs">
                      {documentTypeLabels[row.document.type]} · version {row.document.currentVersion}
                      {row.acceptedAt
                        ? ` · signed ${formatInZone(row.acceptedAt, timezone, 'dayMonthYear')} (v${row.version})`
                        : ''}
                    </span>
                  </span>
                  <span className="flex items-center gap-2">
                    <AcceptanceBadge state={row.state} />
                    {row.state === 'signed' ? null : (
                      <SendToSignButton
                        documentId={row.document.id}
                        studentId={studentId}
                        title={row.document.title}
                        again={row.state === 'pending' && row.version !== null}
                      />
                    )}
                  </span>
                </div>
                <AcceptanceHistory history={row.history} timezone={timezone} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
