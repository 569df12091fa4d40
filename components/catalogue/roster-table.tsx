import { useLocale, useTranslations } from 'next-intl';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { StatusBadge } from '@/components/ui/status-badge';
import type { TEnrollmentRow } from '@/lib/enrollments/schemas';
import { toLocale } from '@/lib/core/locale';
import { formatDateTime } from '@/lib/presentation/format';
import { CancelEnrollmentButton } from './cancel-enrollment-button';

type Props = {
  enrollments: TEnrollmentRow[];
  timezone: string;
  /** Statuses the teacher may cancel from (the others are final). */
  cancellable: readonly string[];
};

const number = 'px-2 text-right tabular-nums sm:px-4';
const secondary = `${number} hidden sm:table-cell`;

/** The students enrolled in a service, with their credits and a cancel action. */
export function EnrollmentRosterTable({ enrollments, timezone, cancellable }: Props) {
  const t = useTranslations('teacherServices.roster.table');
  const locale = toLocale(useLocale());
  return (
    <div className="border-border bg-surface overflow-hidden rounded-xl border shadow-sm">
      <Table>
        <caption className="sr-only">{t('caption')}</caption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>{t('student')}</TableHead>
            <TableHead className="hidden sm:table-cell">{t('status')}</TableHead>
            <TableHead className={number}>{t('done')}</TableHead>
            <TableHead className={secondary}>{t('booked')}</TableHead>
            <TableHead className={secondary}>{t('forfeited')}</TableHead>
            <TableHead className={number}>{t('left')}</TableHead>
            <TableHead className="hidden md:table-cell">{t('enrolled')}</TableHead>
            <TableHead>
              <span className="sr-only">{t('actions')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {enrollments.map((enrollment) => (
            <TableRow key={enrollment.id}>
              <TableCell>
                <p className="text-foreground font-medium">{enrollment.student.name}</p>
                {enrollment.student.email ? (
                  <p className="text-muted-foreground max-w-40 truncate text-xs sm:max-w-56">
                    {enrollment.student.email}
                  </p>
                ) : null}
                <StatusBadge status={enrollment.status} className="mt-1 sm:hidden" />
              </TableCell>
              <TableCell className="hidden sm:table-cell">
                <StatusBadge status={enrollment.status} />
              </TableCell>
              <TableCell className={number}>
                {enrollment.sessionsCompleted}/{enrollment.sessionsTotal}
              </TableCell>
              <TableCell className={secondary}>{enrollment.sessionsScheduled}</TableCell>
              <TableCell className={secondary}>{enrollment.sessionsForfeited}</TableCell>
              <TableCell className={number}>{enrollment.remaining}</TableCell>
              <TableCell className="text-muted-foreground hidden whitespace-nowrap md:table-cell">
                {formatDateTime(enrollment.startedAt, timezone, 'date', locale)}
              </TableCell>
              <TableCell className="px-1 text-right sm:px-4">
                {cancellable.includes(enrollment.status) ? (
                  <CancelEnrollmentButton enrollmentId={enrollment.id} studentName={enrollment.student.name} />
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
