import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { cardCellClasses, cardLayout } from '@/components/ui/data-table-cards';
import { StatusBadge } from '@/components/ui/status-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { describeAttendees } from '@/lib/notifications/session-attendees';
import type { TTeacherSessionRow } from '@/lib/booking/session-schemas';
import { cn } from '@/lib/presentation/cn';
import { formatSessionTime, zoneLabel } from './session-format';

type Props = { sessions: TTeacherSessionRow[]; timeZone: string; caption: string };

const cell = 'px-3 md:px-4';

/**
 * The teacher's sessions; the start of each row opens the session page. Below `md` each row is a
 * card, as in the DataTable (data-table-cards.ts): the start heads it, the student, service and
 * status follow with their labels. A server-rendered list with paging in the URL, so it keeps its
 * own table rather than the client DataTable; it borrows only the card classes.
 */
export function SessionsTable({ sessions, timeZone, caption }: Props) {
  return (
    <div className="border-border bg-surface rounded-xl border shadow-sm max-md:border-0 max-md:bg-transparent max-md:shadow-none">
      <Table containerClassName={cardLayout.container} className={cardLayout.table}>
        <caption className="sr-only">
          {caption}. Times in {zoneLabel(timeZone)}.
        </caption>
        <TableHeader className={cn(cardLayout.header, 'max-md:hidden')}>
          <TableRow className="hover:bg-transparent">
            <TableHead className={cell}>Start</TableHead>
            <TableHead className={cell}>Student</TableHead>
            <TableHead className={cell}>Service</TableHead>
            <TableHead className={cell}>Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody className={cn(cardLayout.body, 'max-md:p-0')}>
          {sessions.map((session) => (
            <TableRow key={session.id} className={cn(cardLayout.row, 'max-md:bg-surface')}>
              <TableCell className={cn(cell, 'whitespace-nowrap', cardCellClasses('title'), 'max-md:pr-0')}>
                <Link href={`/teacher/sessions/${session.id}`} className="text-foreground font-medium hover:underline">
                  {formatSessionTime(session.startsAt, timeZone)}
                </Link>
              </TableCell>
              <TableCell data-label="Student" className={cn(cell, cardCellClasses('primary'))}>
                {session.attendees.length ? (
                  describeAttendees(session.attendees)
                ) : (
                  <span className="text-muted-foreground">{describeAttendees(session.attendees)}</span>
                )}
              </TableCell>
              <TableCell data-label="Service" className={cn(cell, cardCellClasses('secondary'))}>
                {session.service.name}
              </TableCell>
              <TableCell data-label="Status" className={cn(cell, cardCellClasses('secondary'), 'max-md:col-span-2')}>
                <span className="flex flex-wrap gap-1.5">
                  <StatusBadge status={session.status} />
                  {session.isTrialSession ? <Badge tone="info">Trial</Badge> : null}
                </span>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
