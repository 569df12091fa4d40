import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { RegionalFormat } from '@/lib/core/locale';
import { formatDateTime } from '@/lib/presentation/format';
import type { TErasureRequest } from '@/lib/privacy/schemas';

const tones = { pending: 'warning', processing: 'info', completed: 'success', rejected: 'danger' } as const;

/** The student's latest erasure request: status, dates in their zone, the teacher's reason if rejected. */
export function ErasureStatus({
  request,
  timezone,
  regional,
}: {
  request: TErasureRequest;
  timezone: string;
  regional?: RegionalFormat;
}) {
  const t = useTranslations('portalPages.privacy');
  const day = (iso: string) => formatDateTime(iso, timezone, 'dayMonthYear', regional);
  const open = request.status === 'pending' || request.status === 'processing';
  return (
    <div role="status" className="border-border bg-surface-muted space-y-1 rounded-lg border p-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{t('status.title')}</span>
        <Badge tone={tones[request.status]} dot>
          {t(`status.${request.status}`)}
        </Badge>
      </p>
      <p className="text-muted-foreground">
        {open
          ? t('requestedOnDue', { date: day(request.createdAt), due: day(request.dueAt) })
          : t('requestedOn', { date: day(request.createdAt) })}
      </p>
      {request.status === 'rejected' && request.rejectionReason ? (
        <p>
          {t.rich('reason', {
            reason: request.rejectionReason,
            b: (chunks) => <span className="font-medium">{chunks}</span>,
          })}
        </p>
      ) : null}
    </div>
  );
}
