import { Badge } from '@/components/ui/badge';
import { StatusBadge } from '@/components/ui/status-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatInZone } from '@/lib/core/format-time';
import type { TErasureRequestListItem } from '@/lib/privacy/schemas';
import { ErasureRequestActions } from './erasure-request-actions';

type Props = { requests: TErasureRequestListItem[]; timezone: string };

const erasedRows = (request: TErasureRequestListItem) =>
  Object.values(request.report?.counts ?? {}).reduce((sum, count) => sum + count, 0);

const isOpen = (request: TErasureRequestListItem) => request.status === 'pending' || request.status === 'processing';

function Outcome({ request, day }: { request: TErasureRequestListItem; day: (iso: string) => string }) {
  if (isOpen(request)) return <ErasureRequestActions requestId={request.id} studentName={request.studentName} />;
  if (request.status === 'rejected')
    return <span className="text-muted-foreground text-sm">{request.rejectionReason}</span>;
  return (
    <span className="text-muted-foreground text-sm">
      {request.completedAt ? `Erased ${day(request.completedAt)}` : 'Erased'} · {erasedRows(request)} records
    </span>
  );
}

function Due({ request, day }: { request: TErasureRequestListItem; day: (iso: string) => string }) {
  return (
    <span className="flex items-center gap-2 whitespace-nowrap">
      {day(request.dueAt)}
      {request.overdue ? (
        <Badge tone="danger" dot>
          Overdue
        </Badge>
      ) : null}
    </span>
  );
}

/**
 * Students' erasure requests: who, when, due (overdue flagged), status, and the decision buttons. A
 * table from tablets up; on phones one card per request, so the buttons never scroll out of sight.
 */
export function ErasureRequestsTable({ requests, timezone }: Props) {
  const day = (iso: string) => formatInZone(iso, timezone, 'dayMonthYear');
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
              Requested {day(request.createdAt)} · due <Due request={request} day={day} />
            </p>
            <Outcome request={request} day={day} />
          </li>
        ))}
      </ul>
      <Table containerClassName="hidden md:block">
        <TableHeader>
          <TableRow>
            <TableHead>Student</TableHead>
            <TableHead>Requested</TableHead>
            <TableHead>Due</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Decision</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {requests.map((request) => (
            <TableRow key={request.id}>
              <TableCell className="font-medium">{request.studentName}</TableCell>
              <TableCell className="whitespace-nowrap">{day(request.createdAt)}</TableCell>
              <TableCell>
                <Due request={request} day={day} />
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
