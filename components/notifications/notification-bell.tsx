'use client';

import { Bell, CheckCheck } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { callApi } from '@/lib/client/call-api';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { formatDateTime } from '@/lib/presentation/format';
import {
  listNotificationsRoute,
  markAllNotificationsReadRoute,
  markNotificationReadRoute,
} from '@/lib/notifications/in-app/contracts';
import type { TInAppNotification } from '@/lib/notifications/in-app/schemas';
import { cn } from '@/lib/presentation/cn';

type Props = {
  /** The unread count the layout read on the server. */
  initialUnread: number;
  /** The teacher's zone: every time is shown on their clock. */
  timezone: string;
};

/** How many notices the bell shows: the unread first, then the newest read ones. */
const shown = 10;

/**
 * The teacher's bell: the unread count (server-rendered), and on opening the newest notifications
 * (unread first) on the teacher's clock. Choosing one marks it read and follows its link; "Mark all
 * read" clears the count.
 */
export function NotificationBell({ initialUnread, timezone }: Props) {
  const t = useTranslations('notifications.bell');
  const regional = useRegionalFormat();
  const router = useRouter();
  const [unread, setUnread] = useState(initialUnread);
  // A fresh server count (router.refresh, a new page load of the layout) replaces the local one.
  const [serverUnread, setServerUnread] = useState(initialUnread);
  if (serverUnread !== initialUnread) {
    setServerUnread(initialUnread);
    setUnread(initialUnread);
  }
  const [items, setItems] = useState<TInAppNotification[] | null>(null);
  const [failed, setFailed] = useState(false);
  // Marked read optimistically; a refusal changes nothing the person sees (the next load corrects it).
  const markRead = useApiMutation(markNotificationReadRoute, { refresh: false });
  const markAllRead = useApiMutation(markAllNotificationsReadRoute, { refresh: false });

  async function load() {
    setFailed(false);
    try {
      const page = await callApi(listNotificationsRoute, { query: { page: 1, limit: shown } });
      setItems(page.data);
      setUnread(page.unreadCount);
    } catch {
      setFailed(true);
    }
  }

  async function open(item: TInAppNotification) {
    if (!item.readAt) {
      setItems(
        (current) =>
          current?.map((row) => (row.id === item.id ? { ...row, readAt: new Date().toISOString() } : row)) ?? null,
      );
      setUnread((count) => Math.max(0, count - 1));
      await markRead.mutateAsync({ params: { id: item.id } }).catch(() => undefined);
    }
    if (item.href) router.push(item.href);
  }

  async function markAll() {
    const now = new Date().toISOString();
    setItems((current) => current?.map((row) => ({ ...row, readAt: row.readAt ?? now })) ?? null);
    setUnread(0);
    await markAllRead.mutateAsync({}).catch(() => undefined);
  }

  return (
    <DropdownMenu onOpenChange={(isOpen) => (isOpen ? void load() : undefined)}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={t('label', { count: unread })}>
          <Bell aria-hidden="true" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              className="bg-danger absolute -top-0.5 -right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full px-1 text-[0.6875rem] leading-none font-semibold text-white tabular-nums"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-[min(24rem,calc(100vw-1.5rem))] p-0" collisionPadding={12}>
        <div className="flex items-center justify-between gap-2 px-3 py-2">
          <DropdownMenuLabel className="text-foreground px-0 text-sm font-semibold">{t('title')}</DropdownMenuLabel>
          <DropdownMenuItem
            className="text-primary w-auto px-2 py-1 text-xs font-medium"
            disabled={unread === 0}
            onSelect={(event) => {
              event.preventDefault();
              void markAll();
            }}
          >
            <CheckCheck aria-hidden="true" />
            {t('markAll')}
          </DropdownMenuItem>
        </div>
        <DropdownMenuSeparator className="m-0" />
        <div className="max-h-[min(28rem,70dvh)] overflow-y-auto p-1">
          {items === null && !failed ? (
            <p className="text-muted-foreground px-3 py-6 text-center text-sm" role="status">
              {t('loading')}
            </p>
          ) : null}
          {failed ? (
            <p className="text-danger-foreground px-3 py-6 text-center text-sm" role="alert">
              {t('failed')}
            </p>
          ) : null}
          {items?.length === 0 ? (
            <p className="text-muted-foreground px-3 py-6 text-center text-sm">{t('empty')}</p>
          ) : null}
          {items?.map((item) => (
            <DropdownMenuItem key={item.id} className="items-start gap-3 px-3 py-2.5" onSelect={() => void open(item)}>
              <span
                aria-hidden="true"
                className={cn('mt-1.5 size-2 shrink-0 rounded-full', item.readAt ? 'bg-transparent' : 'bg-primary')}
              />
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className={cn('text-sm leading-5', item.readAt ? 'text-foreground' : 'font-semibold')}>
                  {item.title}
                  {item.readAt ? null : <span className="sr-only"> {t('unread')}</span>}
                </span>
                {item.body ? <span className="text-muted-foreground text-xs leading-5">{item.body}</span> : null}
                <time dateTime={item.createdAt} className="text-muted-foreground text-xs">
                  {formatDateTime(item.createdAt, timezone, 'dayMonthYearClock', regional)}
                </time>
              </span>
            </DropdownMenuItem>
          ))}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
