import { useTranslations } from 'next-intl';
import { actionLabel, actorLabel } from '@/lib/audit/audit-labels';
import type { TAuditLogEntry } from '@/lib/audit/schemas';
import type { RegionalFormat } from '@/lib/core/locale';
import { formatDateTime } from '@/lib/presentation/format';
import { AuditChangeList } from './audit-changes';

type Props = { entries: TAuditLogEntry[]; timezone: string; regional: RegionalFormat };

/** One record's history, oldest first, as a vertical timeline with each entry's diff. */
export function AuditTimeline({ entries, timezone, regional }: Props) {
  const t = useTranslations('teacherAudit');
  return (
    <ol className="border-border relative ml-2 border-l" aria-label={t('timeline.label')}>
      {entries.map((entry) => (
        <li key={entry.id} className="relative pb-6 pl-6 last:pb-0">
          <span
            aria-hidden="true"
            className="bg-primary ring-surface absolute top-1.5 -left-[5px] size-2.5 rounded-full ring-4"
          />
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
            <h3 className="text-foreground text-sm font-semibold">{actionLabel(entry.action, t)}</h3>
            <time dateTime={entry.createdAt} className="text-muted-foreground text-xs">
              {formatDateTime(entry.createdAt, timezone, 'dayMonthYearClock', regional)}
            </time>
            <span className="text-muted-foreground text-xs">
              {entry.actorIsYou ? t('timeline.byYou') : t('timeline.by', { name: actorLabel(entry, t) })}
            </span>
          </div>
          {entry.changes && Object.keys(entry.changes).length > 0 ? (
            <div className="border-border bg-surface mt-2 max-w-2xl rounded-md border p-3">
              <AuditChangeList changes={entry.changes} />
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
