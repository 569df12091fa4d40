'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { createDataTableColumnHelper } from '@/components/ui/data-table-features';
import type { RegionalFormat } from '@/lib/core/locale';
import { formatDateTime, formatZoneName } from '@/lib/presentation/format';
import type { TScheduledMessage, TScheduledMessageStatus } from '@/lib/scheduled-messages/schemas';
import { CancelMessageButton } from './cancel-message-button';

type Props = {
  messages: TScheduledMessage[];
  pagination: { page: number; limit: number; total: number };
  /** The teacher's zone: times are shown on its clock. */
  timeZone: string;
};

const statusTone: Record<TScheduledMessageStatus, BadgeTone> = {
  pending: 'primary',
  sent: 'success',
  cancelled: 'neutral',
  failed: 'danger',
};

const column = createDataTableColumnHelper<TScheduledMessage>();

type Translate = (key: string, values?: Record<string, string | number>) => string;

function messageColumns(timeZone: string, t: Translate, regional: RegionalFormat) {
  const when = (at: string) => formatDateTime(at, timeZone, 'sessionStart', regional);
  return column.columns([
    column.display({
      id: 'message',
      header: t('column.message'),
      cell: ({ row }) => (
        <div className="max-w-md min-w-0 space-y-0.5 whitespace-normal md:min-w-56">
          <p className="text-foreground font-medium break-words">{row.original.subject ?? t('noSubject')}</p>
          <p className="text-muted-foreground line-clamp-2 text-sm break-words">{row.original.body}</p>
        </div>
      ),
      meta: { card: 'title' },
    }),
    column.display({
      id: 'to',
      header: t('column.to'),
      cell: ({ row }) => row.original.audienceLabel,
      meta: { card: 'primary' },
    }),
    column.display({
      id: 'sendAt',
      header: t('column.sendTime'),
      cell: ({ row }) => {
        const message = row.original;
        return (
          <div className="md:whitespace-nowrap">
            <p>{when(message.sentAt ?? message.sendAt)}</p>
            {message.timezone !== timeZone ? (
              // Written before a change of zone: the time as it was typed, for reference.
              <p className="text-muted-foreground text-xs">
                {t('setAs', {
                  clock: formatDateTime(message.sentAt ?? message.sendAt, message.timezone, 'clock', regional),
                  zone: formatZoneName(message.timezone, regional),
                })}
              </p>
            ) : null}
          </div>
        );
      },
      meta: { card: 'primary' },
    }),
    column.display({
      id: 'status',
      header: t('column.status'),
      cell: ({ row }) => {
        const message = row.original;
        return (
          <div className="space-y-1 whitespace-normal">
            <Badge tone={statusTone[message.status]}>{t(`status.${message.status}`)}</Badge>
            {message.status === 'sent' && message.recipientCount !== null ? (
              <p className="text-muted-foreground text-xs">{t('recipients', { count: message.recipientCount })}</p>
            ) : null}
            {message.status === 'cancelled' && message.cancelledAt ? (
              <p className="text-muted-foreground text-xs">{t('cancelledOn', { date: formatDateTime(message.cancelledAt, timeZone, 'dayMonthYear', regional) })}</p>
            ) : null}
            {message.error ? <p className="text-danger-foreground text-xs">{message.error}</p> : null}
          </div>
        );
      },
      meta: { card: 'secondary' },
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('column.actions')}</span>,
      cell: ({ row }) =>
        row.original.status === 'pending' ? (
          <CancelMessageButton
            messageId={row.original.id}
            subject={row.original.subject ?? t('thisMessage')}
            audienceLabel={row.original.audienceLabel}
            when={when(row.original.sendAt)}
          />
        ) : null,
      meta: { align: 'right' },
    }),
  ]);
}

/** One page of the teacher's scheduled messages: who, when (on the teacher's clock), status; Cancel on pending ones. */
export function ScheduledMessagesTable({ messages, pagination, timeZone }: Props) {
  const t = useTranslations('teacherMessages.table');
  const regional = useRegionalFormat();
  const columns = useMemo(() => messageColumns(timeZone, t, regional), [timeZone, t, regional]);
  return (
    <DataTable
      columns={columns}
      data={messages}
      caption={t('caption')}
      getRowId={(message) => message.id}
      pagination={{ ...pagination, label: t('pages') }}
    />
  );
}
