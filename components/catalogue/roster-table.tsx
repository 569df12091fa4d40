import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { StatusBadge } from '@/components/ui/status-badge';
import type { TEnrollmentRow } from '@/lib/enrollments/schemas';
import { formatDate } from '@/lib/core/format-time';
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
  return (
    <div className="border-border bg-surface overflow-hidden rounded-xl border shadow-sm">
      <Table>
        <caption className="sr-only">Enrollments, newest first</caption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Student</TableHead>
            <TableHead className="hidden sm:table-cell">Status</TableHead>
            <TableHead className={number}>Done</TableHead>
            <TableHead className={secondary}>Booked</TableHead>
            <TableHead className={secondary}>Forfeited</TableHead>
            <TableHead className={number}>Left</TableHead>
            <TableHead className="hidden md:table-cell">Enrolled</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
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
                {formatDate(enrollment.startedAt, timezone)}
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
