import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { StatusBadge } from '@/components/ui/status-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { RegionalFormat } from '@/lib/core/locale';
import type { TErasureRequestListItem } from '@/lib/privacy/schemas';
import { formatDateTime } from '@/lib/presentation/format';
import { ErasureRequestActions } from './erasure-request-actions';

type Props = { requests: TErasureRequestListItem[]; timezone: string; regional: RegionalFormat };

const erasedRows = (request: TErasureRequestListItem) =>
  Object.values(request.report?.counts ?? {}).reduce((sum, count) => sum + count, 0);

const isOpen = (request: TErasureRequestListItem) => request.status === 'pending' || request.status === 'processing';

function Outcome({ request, day }: { request: TErasureRequestListItem; day: (iso: string) => string }) {
  const t = useTranslations('teacherPrivacy.table');
  if (isOpen(request)) return <ErasureRequestActions requestId={request.id} studentName={request.studentName} />;
  if (request.status === 'rejected')
    return <span className="text-muted-foreground text-sm">{request.rejectionReason}</span>;
  const count = erasedRows(request);
  return (
    <span className="text-muted-foreground text-sm">
      {request.completedAt ? t('erasedOn', { day: day(request.completedAt), count }) : t('erased', { count })}
    </span>
  );
}

function Due({ request, children }: { request: TErasureRequestListItem; children: ReactNode }) {
  const t = useTranslations('teacherPrivacy.table');
  return (
    <span className="flex items-center gap-2 whitespace-nowrap">
      {children}
      {request.overdue ? (
        <Badge tone="danger" dot>
          {t('overdue')}
        </Badge>
      ) : null}
    </span>
  );
}

/**
 * Students' erasure requests: who, when, due (overdue flagged), status, and the decision buttons. A
 * table from tablets up; on phones one card per request, so the buttons never scroll out of sight.
 */
export function ErasureRequestsTable({ requests, timezone, regional }: Props) {
  const t = useTranslations('teacherPrivacy.table');
  const day = (iso: string) => formatDateTime(iso, timezone, 'dayMonthYear', regional);
  return (
    <>
      <ul className="divide-border divide-y md:hidden">
        {requests.map((request) => (
          <li key={request.id} className="space-y-2 p-4">
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium">{request.studentName}</span>
              <StatusBadge status={request.status} />
            </div>
            <p className="text-muted-foreground flex flex-wrap gap-x-2 text-sm">
              {t.rich('requestedDue', {
                requested: day(request.createdAt),
                dueDay: day(request.dueAt),
                due: (chunks) => <Due request={request}>{chunks}</Due>,
              })}
            </p>
            <Outcome request={request} day={day} />
          </li>
        ))}
      </ul>
      <Table containerClassName="hidden md:block">
        <TableHeader>
          <TableRow>
            <TableHead>{t('student')}</TableHead>
            <TableHead>{t('requested')}</TableHead>
            <TableHead>{t('due')}</TableHead>
            <TableHead>{t('status')}</TableHead>
            <TableHead className="text-right">{t('decision')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {requests.map((request) => (
            <TableRow key={request.id}>
              <TableCell className="font-medium">{request.studentName}</TableCell>
              <TableCell className="whitespace-nowrap">{day(request.createdAt)}</TableCell>
              <TableCell>
                <Due request={request}>{day(request.dueAt)}</Due>
              </TableCell>
              <TableCell>
                <StatusBadge status={request.status} />
              </TableCell>
              <TableCell className="text-right">
                <Outcome request={request} day={day} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
