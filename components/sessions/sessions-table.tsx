import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { StatusBadge } from '@/components/ui/status-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { TTeacherSessionRow } from '@/lib/booking/session-schemas';
import { formatSessionTime, zoneLabel } from './session-format';

type Props = { sessions: TTeacherSessionRow[]; timeZone: string; caption: string };

/** The teacher's sessions; the start of each row opens the session page. */
export function SessionsTable({ sessions, timeZone, caption }: Props) {
  return (
    <div className="border-border bg-surface overflow-hidden rounded-xl border shadow-sm">
      <Table>
        <caption className="sr-only">
          {caption}. Times in {zoneLabel(timeZone)}.
        </caption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="px-3 sm:px-4">Start</TableHead>
            <TableHead className="px-3 sm:px-4">Student</TableHead>
            <TableHead className="hidden px-3 sm:table-cell sm:px-4">Service</TableHead>
            <TableHead className="px-3 sm:px-4">Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {sessions.map((session) => (
            <TableRow key={session.id}>
              <TableCell className="px-3 sm:px-4">
                <Link
                  href={`/teacher/sessions/${session.id}`}
                  className="text-foreground font-medium hover:underline sm:whitespace-nowrap"
                >
                  {formatSessionTime(session.startsAt, timeZone)}
                </Link>
                {/* The service column is hidden on phones: shown under the time instead. */}
                <span className="text-muted-foreground block text-xs sm:hidden">{session.service.name}</span>
              </TableCell>
              <TableCell className="px-3 sm:px-4">
                {session.student?.name ?? (
                  <span className="text-muted-foreground">
                    —<span className="sr-only">no main student</span>
                  </span>
                )}
              </TableCell>
              <TableCell className="hidden px-3 sm:table-cell sm:px-4">{session.service.name}</TableCell>
              <TableCell className="px-3 sm:px-4">
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
