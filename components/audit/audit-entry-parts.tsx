import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { actorLabel, actorTypeLabel, entityLabel } from '@/lib/audit/audit-labels';
import type { TAuditLogEntry } from '@/lib/audit/schemas';

export const historyHref = (entityType: string, entityId: string) =>
  `/teacher/audit-log/history?${new URLSearchParams({ entityType, entityId })}`;

/** The record an entry is about, with a link to its whole history. */
export function AuditEntityCell({ entry }: { entry: Pick<TAuditLogEntry, 'entityType' | 'entityId'> }) {
  const t = useTranslations('teacherAudit');
  const noun = entityLabel(entry.entityType, t);
  return (
    <div className="flex min-w-0 flex-col">
      <span className="text-foreground">{noun}</span>
      {entry.entityId ? (
        <Link
          href={historyHref(entry.entityType, entry.entityId)}
          className="text-primary text-xs font-medium underline-offset-4 hover:underline"
          // The visible "History #1a2b3c4d" as it reads, the record's kind before it (label in name, WCAG 2.5.3).
          aria-label={t('entry.historyLabel', { noun, id: entry.entityId.slice(0, 8) })}
        >
          {t.rich('entry.historyLink', {
            id: entry.entityId.slice(0, 8),
            ref: (chunks) => <span className="text-muted-foreground font-mono">{chunks}</span>,
          })}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * Who did it ("You", the student's name, "System", "Payment processor"); beneath it, as a detail, what
 * kind of actor a name is and the network it came from when that may be shown.
 */
export function AuditActorCell({ entry }: { entry: TAuditLogEntry }) {
  const t = useTranslations('teacherAudit');
  const details = [
    entry.actorName ? actorTypeLabel(entry.actorType, t) : null,
    entry.ipAddress ? t('entry.fromIp', { ip: entry.ipAddress }) : null,
  ].filter(Boolean);
  return (
    <div className="flex min-w-0 flex-col items-start gap-0.5">
      <Badge tone={entry.actorIsYou ? 'primary' : entry.actorType === 'system' ? 'neutral' : 'info'}>
        {actorLabel(entry, t)}
      </Badge>
      {details.length ? (
        <span
          className="text-muted-foreground max-w-48 truncate text-xs"
          title={entry.userAgent && entry.ipAddress ? `${entry.ipAddress} · ${entry.userAgent}` : undefined}
        >
          {details.join(' · ')}
        </span>
      ) : null}
    </div>
  );
}
