import { Link } from '@/components/ui/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toLocale } from '@/lib/core/locale';
import { formatDateTime } from '@/lib/presentation/format';
import { getStudentStanding } from '@/lib/legal/acceptance/get-student-standing';
import { AcceptanceHistory } from './acceptance-history';
import { AcceptanceBadge } from './legal-badges';
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
  const [{ data }, t, locale] = await Promise.all([
    getStudentStanding({ teacherId, studentId }),
    getTranslations('teacherLegal'),
    getLocale(),
  ]);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('standing.title')}</CardTitle>
        <CardDescription>{t('standing.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {data.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            {t.rich('standing.none', {
              link: (chunks) => (
                <Link href="/teacher/settings/legal-documents" className="text-primary hover:underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        ) : (
          <ul className="divide-border divide-y text-sm" aria-label={t('standing.list')}>
            {data.map((row) => (
              <li key={row.document.id} className="py-2">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0">
                    <span className="font-medium break-words">{row.document.title}</span>
                    <span className="text-muted-foreground block text-xs">
                      {t('standing.line', {
                        type: t(`types.${row.document.type}`),
                        version: row.document.currentVersion,
                      })}
                      {row.acceptedAt
                        ? ` · ${t('standing.signed', {
                            date: formatDateTime(row.acceptedAt, timezone, 'dayMonthYear', toLocale(locale)),
                            version: row.version ?? 0,
                          })}`
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
