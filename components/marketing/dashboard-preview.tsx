import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { RegionalFormat } from '@/lib/core/locale';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/presentation/format';

/** Today's sample lessons: a start (shown on the reader's clock), and the catalogue keys of their words. */
const SESSIONS = [
  { at: '2026-01-12T09:00:00Z', key: 'maya', status: 'confirmed', tone: 'success' },
  { at: '2026-01-12T11:30:00Z', key: 'tomas', status: 'trial', tone: 'info' },
  { at: '2026-01-12T16:00:00Z', key: 'group', status: 'confirmed', tone: 'success' },
] as const;

/** An illustrative, static preview of the teacher dashboard for the landing page, in the reader's language. */
export function DashboardPreview({ regional }: { regional: RegionalFormat }) {
  const t = useTranslations('home.preview');
  const figures = [
    { key: 'thisWeek', value: formatMoney(124000, 'EUR', regional) },
    { key: 'sessions', value: formatNumber(18, regional) },
    { key: 'activeStudents', value: formatNumber(32, regional) },
  ];
  return (
    <figure className="relative">
      <div
        aria-hidden="true"
        className="from-primary-100 via-primary-50 absolute -inset-4 -z-10 rounded-[2rem] bg-linear-to-br to-transparent blur-2xl"
      />
      <div
        role="img"
        aria-label={t('label')}
        className="border-border bg-surface overflow-hidden rounded-2xl border shadow-lg"
      >
        <div
          className="border-border bg-surface-muted flex items-center gap-1.5 border-b px-4 py-2.5"
          aria-hidden="true"
        >
          <span className="bg-border-strong size-2.5 rounded-full" />
          <span className="bg-border-strong size-2.5 rounded-full" />
          <span className="bg-border-strong size-2.5 rounded-full" />
        </div>
        <div className="grid grid-cols-3 gap-3 p-4" aria-hidden="true">
          {figures.map(({ key, value }) => (
            <div key={key} className="border-border rounded-lg border p-3">
              <p className="text-muted-foreground truncate text-[0.6875rem] font-medium">{t(`figures.${key}`)}</p>
              <p className="mt-1 text-lg font-semibold tabular-nums">{value}</p>
            </div>
          ))}
        </div>
        <div className="px-4 pb-4" aria-hidden="true">
          <p className="text-muted-foreground mb-2 text-[0.6875rem] font-semibold tracking-wide uppercase">
            {t('today')}
          </p>
          <ul className="flex flex-col gap-2">
            {SESSIONS.map((s) => (
              <li key={s.key} className="border-border flex items-center gap-3 rounded-lg border px-3 py-2">
                <span className="w-16 shrink-0 text-xs font-semibold tabular-nums">
                  {formatDateTime(s.at, 'UTC', 'time', regional)}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{t(`sessions.${s.key}.student`)}</span>
                  <span className="text-muted-foreground block truncate text-xs">{t(`sessions.${s.key}.service`)}</span>
                </span>
                <Badge tone={s.tone} className="hidden sm:inline-flex">
                  {t(`status.${s.status}`)}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <figcaption className="sr-only">{t('caption')}</figcaption>
    </figure>
  );
}
