import { Badge } from '@/components/ui/badge';
import { formatInZone } from '@/lib/core/format-time';
import type { TErasureRequest } from '@/lib/privacy/schemas';

const wording: Record<TErasureRequest['status'], string> = {
  pending: 'Waiting for your teacher',
  processing: 'Being carried out',
  completed: 'Carried out',
  rejected: 'Rejected',
};
const tones = { pending: 'warning', processing: 'info', completed: 'success', rejected: 'danger' } as const;

/** The student's latest erasure request: status, dates in their zone, the teacher's reason if rejected. */
export function ErasureStatus({ request, timezone }: { request: TErasureRequest; timezone: string }) {
  const day = (iso: string) => formatInZone(iso, timezone, 'dayMonthYear');
  return (
    <div role="status" className="border-border bg-surface-muted space-y-1 rounded-lg border p-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">Erasure request</span>
        <Badge tone={tones[request.status]} dot>
          {wording[request.status]}
        </Badge>
      </p>
      <p className="text-muted-foreground">
        Requested on {day(request.createdAt)}
        {request.status === 'pending' || request.status === 'processing' ? `, due by ${day(request.dueAt)}` : ''}.
      </p>
      {request.status === 'rejected' && request.rejectionReason ? (
        <p>
          <span className="font-medium">Your teacher&apos;s reason:</span> {request.rejectionReason}
        </p>
      ) : null}
    </div>
  );
}
