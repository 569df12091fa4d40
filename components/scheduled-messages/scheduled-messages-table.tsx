'use client';

import { useMemo } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { createDataTableColumnHelper } from '@/components/ui/data-table-features';
import { formatInZone, formatZoneName } from '@/lib/core/format-time';
import type { TScheduledMessage, TScheduledMessageStatus } from '@/lib/scheduled-messages/schemas';
import { CancelMessageButton } from './cancel-message-button';
import { messageStatusLabel } from './message-status-labels';

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

function messageColumns(timeZone: string) {
  const when = (at: string) => formatInZone(at, timeZone, 'sessionStart');
  return column.columns([
    column.display({
      id: 'message',
      header: 'Message',
      cell: ({ row }) => (
        <div className="max-w-md min-w-0 space-y-0.5 whitespace-normal md:min-w-56">
          <p className="text-foreground font-medium break-words">{row.original.subject ?? '(no subject)'}</p>
          <p className="text-muted-foreground line-clamp-2 text-sm break-words">{row.original.body}</p>
        </div>
      ),
      meta: { card: 'title' },
    }),
    column.display({
      id: 'to',
      header: 'To',
      cell: ({ row }) => row.original.audienceLabel,
      meta: { card: 'primary' },
    }),
    column.display({
      id: 'sendAt',
      header: 'Send time',
      cell: ({ row }) => {
        const message = row.original;
        return (
          <div className="md:whitespace-nowrap">
            <p>{when(message.sentAt ?? message.sendAt)}</p>
            {message.timezone !== timeZone ? (
              // Written before a change of zone: the time as it was typed, for reference.
              <p className="text-muted-foreground text-xs">
                {`set as ${formatInZone(message.sentAt ?? message.sendAt, message.timezone, 'clock')}, ${formatZoneName(message.timezone)}`}
              </p>
            ) : null}
          </div>
        );
      },
      meta: { card: 'primary' },
    }),
    column.display({
      id: 'status',
      header: 'Status',
      cell: ({ row }) => {
        const message = row.original;
        return (
          <div className="space-y-1 whitespace-normal">
            <Badge tone={statusTone[message.status]}>{messageStatusLabel[message.status]}</Badge>
            {message.status === 'sent' && message.recipientCount !== null ? (
              <p className="text-muted-foreground text-xs">{`to ${message.recipientCount} student${message.recipientCount === 1 ? '' : 's'}`}</p>
            ) : null}
            {message.status === 'cancelled' && message.cancelledAt ? (
              <p className="text-muted-foreground text-xs">{`on ${formatInZone(message.cancelledAt, timeZone, 'dayMonthYear')}`}</p>
            ) : null}
            {message.error ? <p className="text-danger-foreground text-xs">{message.error}</p> : null}
          </div>
        );
      },
      meta: { card: 'secondary' },
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) =>
        row.original.status === 'pending' ? (
          <CancelMessageButton
            messageId={row.original.id}
            subject={row.original.subject ?? 'This message'}
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
  const columns = useMemo(() => messageColumns(timeZone), [timeZone]);
  return (
    <DataTable
      columns={columns}
      data={messages}
      caption="Scheduled messages"
      getRowId={(message) => message.id}
      pagination={{ ...pagination, label: 'Message pages' }}
    />
  );
}
