import { ShieldAlert } from 'lucide-react';
import type { TDisputeRow } from '@/lib/payments/schemas';
import { formatDate } from '@/lib/core/format-time';
import { formatMoney } from '@/lib/presentation/format';

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
  if (total === 0) return null;
  return (
    <section
      aria-labelledby="disputes-heading"
      className="border-danger/25 bg-danger-soft text-danger-foreground rounded-xl border p-4 text-sm"
    >
      <h2 id="disputes-heading" className="flex items-start gap-2 text-base font-semibold">
        <ShieldAlert className="mt-1 size-4 shrink-0" aria-hidden="true" />
        {total === 1 ? '1 disputed payment needs your answer' : `${total} disputed payments need your answer`}
      </h2>
      <p className="mt-1">
        The payer&apos;s bank is disputing these payments. Send your evidence at your payment processor before the
        deadline, or the bank may take the money back.
      </p>
      <ul className="mt-3 space-y-1.5">
        {disputes.map((dispute) => {
          const due = dispute.evidenceDueBy ? new Date(dispute.evidenceDueBy) : null;
          return (
            <li key={dispute.id}>
              <span className="font-medium tabular-nums">{formatMoney(dispute.amount, dispute.currency)}</span>
              {' · '}
              {dispute.student?.name ?? 'Deleted student'}
              {dispute.description ? ` · ${dispute.description}` : ''}
              {due ? (
                <>
                  {' · '}
                  <span className="font-medium">
                    {due > now ? 'respond by' : 'evidence was due'}{' '}
                    <time dateTime={dispute.evidenceDueBy!}>{formatDate(due, timezone)}</time>
                  </span>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
      {total > disputes.length ? <p className="mt-2">And {total - disputes.length} more.</p> : null}
    </section>
  );
}
