import { useTranslations } from 'next-intl';
import type { TAuditLogEntry } from '@/lib/audit/schemas';

const fieldLabel = (field: string) =>
  field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

/** A changed value as short text: null reads "empty" (in the reader's words), objects and lists as compact JSON. */
export function formatChangeValue(value: unknown, empty = 'empty'): string {
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** Old values struck through; "empty" in italics, never struck (nothing was there to remove). */
function ChangeValue({ value, old = false }: { value: unknown; old?: boolean }) {
  const t = useTranslations('teacherAudit.changes');
  if (isEmpty(value)) return <em className="text-muted-foreground">{t('empty')}</em>;
  return (
    <span className={old ? 'text-muted-foreground line-through decoration-1' : 'text-foreground'}>
      {formatChangeValue(value)}
    </span>
  );
}

/** The field-level diff of an entry, one line per field: old -> new. */
export function AuditChangeList({ changes }: { changes: NonNullable<TAuditLogEntry['changes']> }) {
  const t = useTranslations('teacherAudit.changes');
  return (
    <dl className="grid gap-1.5 text-sm">
      {Object.entries(changes).map(([field, change]) => (
        <div key={field} className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
          <dt className="text-muted-foreground font-medium first-letter:uppercase">{fieldLabel(field)}</dt>
          <dd className="flex min-w-0 flex-wrap items-baseline gap-x-1.5 break-words">
            <ChangeValue value={change.old} old />
            <span aria-label={t('changedTo')} className="text-muted-foreground">
              →
            </span>
            <ChangeValue value={change.new} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The diff folded away behind "N fields changed" (the table stays one line per entry). */
export function AuditChanges({ changes }: { changes: TAuditLogEntry['changes'] }) {
  const t = useTranslations('teacherAudit.changes');
  const count = changes ? Object.keys(changes).length : 0;
  if (!changes || count === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <details className="group/changes max-w-md">
      <summary className="text-primary cursor-pointer text-sm font-medium select-none hover:underline">
        {t('count', { count })}
      </summary>
      <div className="border-border mt-2 rounded-md border p-3">
        <AuditChangeList changes={changes} />
      </div>
    </details>
  );
}
