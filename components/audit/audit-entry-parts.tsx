import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { actorLabel, actorTypeLabels, entityLabel } from '@/lib/audit/audit-labels';
import type { TAuditLogEntry } from '@/lib/audit/schemas';

export const historyHref = (entityType: string, entityId: string) =>
  `/teacher/audit-log/history?${new URLSearchParams({ entityType, entityId })}`;

/** The record an entry is about, with a link to its whole history. */
export function AuditEntityCell({ entry }: { entry: Pick<TAuditLogEntry, 'entityType' | 'entityId'> }) {
  return (
    <div className="flex min-w-0 flex-col">
      <span className="text-foreground">{entityLabel(entry.entityType)}</span>
      {entry.entityId ? (
        <Link
          href={historyHref(entry.entityType, entry.entityId)}
          className="text-primary text-xs font-medium underline-offset-4 hover:underline"
          // The visible "History #1a2b3c4d" as it reads, the record's kind before it (label in name, WCAG 2.5.3).
          aria-label={`${entityLabel(entry.entityType)} history #${entry.entityId.slice(0, 8)}`}
        >
          History <span className="text-muted-foreground font-mono">#{entry.entityId.slice(0, 8)}</span>
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
  const details = [
    entry.actorName ? actorTypeLabels[entry.actorType] : null,
    entry.ipAddress ? `from ${entry.ipAddress}` : null,
  ].filter(Boolean);
  return (
    <div className="flex min-w-0 flex-col items-start gap-0.5">
      <Badge tone={entry.actorIsYou ? 'primary' : entry.actorType === 'system' ? 'neutral' : 'info'}>
        {actorLabel(entry)}
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
