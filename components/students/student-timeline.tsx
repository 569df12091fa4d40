import { CalendarCheck, CalendarX, Flag, Mail, MessageCircle, Phone, Star, type LucideIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { statusTone, useStatusLabel } from '@/components/ui/status-badge';
import type { Regional } from '@/lib/presentation/format';
import type { TTimelineItem } from '@/lib/students/lifecycle-schemas';
import { cn } from '@/lib/presentation/cn';
import { formatMoment } from './student-format';

type TContact = Extract<TTimelineItem, { kind: 'contact' }>;

type Described = {
  title: string;
  detail: string | null;
  icon: LucideIcon;
  /** Colours of the marker on the line: a kind reads at a glance. */
  marker: string;
  badge?: { label: string; tone: BadgeTone };
};

const contactIcons: Record<TContact['channel'], LucideIcon> = {
  email: Mail,
  phone: Phone,
  messaging: MessageCircle,
};

const markers = {
  contact: 'bg-info-soft text-info-foreground',
  session: 'bg-primary-soft text-primary',
  sessionMissed: 'bg-danger-soft text-danger-foreground',
  lifecycle: 'bg-surface-muted text-muted-foreground',
  review: 'bg-warning-soft text-warning-foreground',
};

type Say = (key: string, values?: Record<string, string | number>) => string;

function describe(item: TTimelineItem, t: Say, statusLabel: (status: string) => string): Described {
  switch (item.kind) {
    case 'contact':
      return {
        title: t('contactBy', { channel: item.channel }),
        detail: item.note,
        icon: contactIcons[item.channel],
        marker: markers.contact,
      };
    case 'session': {
      const status = item.participantStatus ?? item.status;
      const missed = status === 'cancelled' || status === 'no_show' || status === 'rejected';
      return {
        title: t(item.isTrialSession ? 'trialSession' : 'session', { service: item.serviceName }),
        detail: null,
        icon: missed ? CalendarX : CalendarCheck,
        marker: missed ? markers.sessionMissed : markers.session,
        badge: { label: statusLabel(status), tone: statusTone(status) },
      };
    }
    case 'lifecycle':
      return { title: t(`lifecycle.${item.canonicalType}`), detail: null, icon: Flag, marker: markers.lifecycle };
    case 'review':
      return {
        title: t('review', { rating: item.rating }),
        detail: item.content,
        icon: Star,
        marker: markers.review,
      };
  }
}

/**
 * The merged timeline (contacts, sessions, lifecycle events, reviews), newest first: a vertical line
 * with a marker per entry whose icon and colour say its kind, the time on the teacher's clock.
 */
export function StudentTimeline({
  items,
  timeZone,
  regional,
}: {
  items: TTimelineItem[];
  timeZone: string;
  regional?: Regional;
}) {
  const t = useTranslations('teacherStudents.timeline');
  const statusLabel = useStatusLabel();
  if (items.length === 0) return <p className="text-muted-foreground text-sm">{t('empty')}</p>;
  return (
    <ol aria-label={t('label')} className="relative">
      {items.map((item, index) => {
        const { title, detail, icon: Icon, marker, badge } = describe(item, t, statusLabel);
        const last = index === items.length - 1;
        return (
          <li key={`${item.kind}-${item.id}`} className="relative flex gap-3 pb-5 text-sm last:pb-0">
            {last ? null : (
              <span aria-hidden="true" className="bg-border absolute top-8 bottom-0 left-[0.9375rem] w-px" />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'ring-surface relative flex size-8 shrink-0 items-center justify-center rounded-full ring-4',
                marker,
              )}
            >
              <Icon className="size-4" />
            </span>
            <div className="min-w-0 flex-1 pt-1">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <p className="text-foreground font-medium">{title}</p>
                {badge ? <Badge tone={badge.tone}>{badge.label}</Badge> : null}
              </div>
              <p className="text-muted-foreground text-xs">
                <time dateTime={item.at}>{formatMoment(item.at, timeZone, regional)}</time>
                <span className="sr-only"> · {t(`kind.${item.kind}`)}</span>
              </p>
              {detail ? (
                <p className="text-foreground bg-surface-muted mt-1.5 rounded-md px-3 py-2 break-words whitespace-pre-line">
                  {detail}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
