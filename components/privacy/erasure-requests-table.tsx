import { Badge } from '@/components/ui/badge';
import { StatusBadge } from '@/components/ui/status-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatInZone } from '@/lib/core/format-time';
import type { TErasureRequestListItem } from '@/lib/privacy/schemas';
import { ErasureRequestActions } from './erasure-request-actions';

type Props = { requests: TErasureRequestListItem[]; timezone: string };

const erasedRows = (request: TErasureRequestListItem) =>
  Object.values(request.report?.counts ?? {}).reduce((sum, count) => sum + count, 0);

/** Students' erasure requests: who, when, due (overdue flagged), status, and the decision buttons. */
export function ErasureRequestsTable({ requests, timezone }: Props) {
  const day = (iso: string) => formatInZone(iso, timezone, 'dayMonthYear');
  return (
    <Table>
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
        {requests.map((request) => {
          const open = request.status === 'pending' || request.status === 'processing';
          return (
            <TableRow key={request.id}>
              <TableCell className="font-medium">{request.studentName}</TableCell>
              <TableCell className="whitespace-nowrap">{day(request.createdAt)}</TableCell>
              <TableCell className="whitespace-nowrap">
                <span className="flex items-center gap-2">
                  {day(request.dueAt)}
                  {request.overdue ? (
                    <Badge tone="danger" dot>
                      Overdue
                    </Badge>
                  ) : null}
                </span>
              </TableCell>
              <TableCell>
                <StatusBadge status={request.status} />
              </TableCell>
              <TableCell className="text-right">
                {open ? (
                  <ErasureRequestActions requestId={request.id} studentName={request.studentName} />
                ) : request.status === 'rejected' ? (
                  <span className="text-muted-foreground text-sm">{request.rejectionReason}</span>
                ) : (
                  <span className="text-muted-foreground text-sm whitespace-nowrap">
                    {request.completedAt ? `Erased ${day(request.completedAt)}` : 'Erased'} · {erasedRows(request)}{' '}
                    records
                  </span>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
