import { ShieldAlert } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/core/locale';
import type { TDisputeRow } from '@/lib/payments/schemas';
import { formatDateTime, formatMoney } from '@/lib/presentation/format';

/**
 * Payments the payer's bank disputes and the teacher has not answered yet (status needs_response):
 * the answer goes to the payment processor, before the evidence deadline. Shown above the history,
 * whatever page or filter the history is on.
 */
export function DisputesNotice({
  disputes,
  total,
  timezone,
  now = new Date(),
}: {
  disputes: TDisputeRow[];
  total: number;
  timezone: string;
  now?: Date;
}) {
  const t = useTranslations('teacherPayments.disputes');
  const locale = useLocale() as Locale;
  if (total === 0) return null;
  return (
    <section
      aria-labelledby="disputes-heading"
      className="border-danger/25 bg-danger-soft text-danger-foreground rounded-xl border p-4 text-sm"
    >
      <h2 id="disputes-heading" className="flex items-start gap-2 text-base font-semibold">
        <ShieldAlert className="mt-1 size-4 shrink-0" aria-hidden="true" />
        {t('title', { count: total })}
      </h2>
      <p className="mt-1">{t('explain')}</p>
      <ul className="mt-3 space-y-1.5">
        {disputes.map((dispute) => {
          const due = dispute.evidenceDueBy ? new Date(dispute.evidenceDueBy) : null;
          return (
            <li key={dispute.id}>
              <span className="font-medium tabular-nums">{formatMoney(dispute.amount, dispute.currency, locale)}</span>
              {' · '}
              {dispute.student?.name ?? t('deletedStudent')}
              {dispute.description ? ` · ${dispute.description}` : ''}
              {due ? (
                <>
                  {' · '}
                  <span className="font-medium">
                    {t.rich(due > now ? 'respondBy' : 'wasDue', {
                      day: formatDateTime(due, timezone, 'date', locale),
                      time: (chunks) => <time dateTime={dispute.evidenceDueBy!}>{chunks}</time>,
                    })}
                  </span>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
      {total > disputes.length ? <p className="mt-2">{t('more', { count: total - disputes.length })}</p> : null}
    </section>
  );
}
