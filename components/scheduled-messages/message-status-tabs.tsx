import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import type { TScheduledMessageStatus } from '@/lib/scheduled-messages/schemas';
import { cn } from '@/lib/presentation/cn';

type Props = { current: TScheduledMessageStatus; counts: Record<TScheduledMessageStatus, number> };

const order: TScheduledMessageStatus[] = ['pending', 'sent', 'cancelled', 'failed'];

/** The list's status as links (`?status=`): works without script, and each shows how many it holds. */
export function MessageStatusTabs({ current, counts }: Props) {
  const t = useTranslations('teacherMessages');
  return (
    <nav
      aria-label={t('tabs')}
      className="bg-surface-muted flex w-full max-w-full flex-wrap gap-1 rounded-lg p-1 sm:w-fit"
    >
      {order
        .filter((status) => status !== 'failed' || counts.failed > 0 || current === 'failed')
        .map((status) => (
          <Link
            key={status}
            href={status === 'pending' ? '/teacher/messages' : `/teacher/messages?status=${status}`}
            aria-current={status === current ? 'page' : undefined}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap',
              status === current
                ? 'bg-surface text-foreground shadow-xs'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {t(`status.${status}`)} <span className="text-muted-foreground tabular-nums">{counts[status]}</span>
          </Link>
        ))}
    </nav>
  );
}
