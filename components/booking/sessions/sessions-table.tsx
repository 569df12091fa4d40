import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { cardCellClasses, cardLayout } from '@/components/ui/data-table-cards';
import { StatusBadge } from '@/components/ui/status-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { TTeacherSessionRow } from '@/lib/booking/session-schemas';
import type { RegionalFormat } from '@/lib/core/locale';
import { cn } from '@/lib/presentation/cn';
import { formatSessionTime, zoneLabel } from './session-format';

type Props = { sessions: TTeacherSessionRow[]; timeZone: string; caption: string; regional?: RegionalFormat };

const cell = 'px-3 md:px-4';

/**
 * The teacher's sessions; the start of each row opens the session page. Below `md` each row is a
 * card, as in the DataTable (data-table-cards.ts): the start heads it, the student, service and
 * status follow with their labels. A server-rendered list with paging in the URL, so it keeps its
 * own table rather than the client DataTable; it borrows only the card classes.
 */
export function SessionsTable({ sessions, timeZone, caption, regional }: Props) {
  const t = useTranslations('teacherSessionTools.table');
  const sessionWords = useTranslations('teacherSessions.detail');
  // "Ana Ruiz", "Ana Ruiz and Ben Cole", "3 students", "No students yet": as on the session page.
  const attendees = ({ attendees: people }: TTeacherSessionRow) =>
    sessionWords('attendees', { count: people.length, first: people[0]?.name ?? '', second: people[1]?.name ?? '' });
  return (
    <div className="border-border bg-surface rounded-xl border shadow-sm max-md:border-0 max-md:bg-transparent max-md:shadow-none">
      <Table containerClassName={cardLayout.container} className={cardLayout.table}>
        <caption className="sr-only">{t('caption', { caption, zone: zoneLabel(timeZone, regional) })}</caption>
        <TableHeader className={cn(cardLayout.header, 'max-md:hidden')}>
          <TableRow className="hover:bg-transparent">
            <TableHead className={cell}>{t('start')}</TableHead>
            <TableHead className={cell}>{t('student')}</TableHead>
            <TableHead className={cell}>{t('service')}</TableHead>
            <TableHead className={cell}>{t('status')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody className={cn(cardLayout.body, 'max-md:p-0')}>
          {sessions.map((session) => (
            <TableRow key={session.id} className={cn(cardLayout.row, 'max-md:bg-surface')}>
              <TableCell className={cn(cell, 'whitespace-nowrap', cardCellClasses('title'), 'max-md:pr-0')}>
                <Link href={`/teacher/sessions/${session.id}`} className="text-foreground font-medium hover:underline">
                  {formatSessionTime(session.startsAt, timeZone, regional)}
                </Link>
              </TableCell>
              <TableCell data-label={t('student')} className={cn(cell, cardCellClasses('primary'))}>
                {session.attendees.length ? (
                  attendees(session)
                ) : (
                  <span className="text-muted-foreground">{attendees(session)}</span>
                )}
              </TableCell>
              <TableCell data-label={t('service')} className={cn(cell, cardCellClasses('secondary'))}>
                {session.service.name}
              </TableCell>
              <TableCell
                data-label={t('status')}
                className={cn(cell, cardCellClasses('secondary'), 'max-md:col-span-2')}
              >
                <span className="flex flex-wrap gap-1.5">
                  <StatusBadge status={session.status} />
                  {session.isTrialSession ? <Badge tone="info">{t('trial')}</Badge> : null}
                </span>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
