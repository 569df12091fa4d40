import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { toLocale } from '@/lib/core/locale';
import { formatDateTime } from '@/lib/presentation/format';
import type { TContractRow } from '@/lib/legal/acceptance/schemas';
import { AcceptanceBadge } from './legal-badges';
import { AcceptanceHistory } from './acceptance-history';

/** A request is for the current version (what the student will sign); a signature names its own. */
const versionLabel = (row: TContractRow, t: (key: string, values: Record<string, number>) => string) =>
  row.state === 'pending' || row.version === row.document.currentVersion
    ? t('current', { version: row.document.currentVersion })
    : t('signedOf', { version: row.version, current: row.document.currentVersion });

const columns = 'sm:grid sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1.5fr)_7rem_minmax(0,1fr)] sm:items-start sm:gap-4';

/**
 * The contracts overview as rows: student, document, state, signed at; the timestamped history opens
 * below each row. A grid rather than a table so that a phone shows each row as a small card.
 */
export function ContractsList({ rows, timezone }: { rows: TContractRow[]; timezone: string }) {
  const t = useTranslations('teacherLegal.contracts');
  const types = useTranslations('teacherLegal.types');
  const locale = toLocale(useLocale());
  const when = (iso: string) => formatDateTime(iso, timezone, 'dayMonthYearClock', locale);
  return (
    <div className="border-border bg-surface rounded-xl border shadow-sm">
      <div
        className={`text-muted-foreground border-border hidden border-b px-4 py-2 text-xs font-medium uppercase ${columns}`}
        aria-hidden="true"
      >
        <span>{t('student')}</span>
        <span>{t('document')}</span>
        <span>{t('state')}</span>
        <span>{t('signed')}</span>
      </div>
      <ul className="divide-border divide-y" aria-label={t('label')}>
        {rows.map((row) => (
          <li key={row.id} className="px-4 py-3 text-sm">
            <div className={`flex flex-col gap-1.5 ${columns}`}>
              <Link
                href={`/teacher/students/${row.student.id}`}
                className="min-w-0 font-medium break-words hover:underline"
              >
                {row.student.name}
              </Link>
              <span className="min-w-0 break-words">
                {row.document.title}
                <span className="text-muted-foreground">
                  {' '}
                  · {types(row.document.type)} · {versionLabel(row, t)}
                </span>
              </span>
              <span>
                <AcceptanceBadge state={row.state} />
              </span>
              <span className="text-muted-foreground">
                {row.acceptedAt ? (
                  <>
                    <span className="sm:hidden">{t('signed')} </span>
                    {when(row.acceptedAt)}
                  </>
                ) : (
                  <span className="hidden sm:inline">—</span>
                )}
                {row.expiresAt ? (
                  <span className="block text-xs">{t('validUntil', { date: when(row.expiresAt) })}</span>
                ) : null}
              </span>
            </div>
            <AcceptanceHistory history={row.history} timezone={timezone} />
          </li>
        ))}
      </ul>
    </div>
  );
}
