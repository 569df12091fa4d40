import { useTranslations } from 'next-intl';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<string, BadgeTone> = {
  // sessions
  scheduled: 'primary',
  confirmed: 'success',
  pending: 'warning',
  pending_payment: 'warning',
  requested: 'warning',
  completed: 'neutral',
  cancelled: 'danger',
  canceled: 'danger',
  no_show: 'danger',
  rescheduled: 'info',
  // services, enrollments, students, payments
  active: 'success',
  published: 'success',
  draft: 'neutral',
  paused: 'warning',
  archived: 'neutral',
  inactive: 'neutral',
  lead: 'info',
  trial: 'info',
  churned: 'danger',
  paid: 'success',
  succeeded: 'success',
  refunded: 'info',
  failed: 'danger',
  expired: 'neutral',
};

/** "no_show" -> "No show" */
export function humanizeStatus(status: string): string {
  const text = status.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function statusTone(status: string): BadgeTone {
  return TONES[status.toLowerCase()] ?? 'neutral';
}

/**
 * A status's name in the reader's language (`ui.status.<status>`); a status the catalogue does not
 * name is humanised ("no_show" -> "No show").
 */
export function useStatusLabel(): (status: string) => string {
  const t = useTranslations('ui.status');
  return (status) => {
    const key = status.toLowerCase();
    return t.has(key) ? t(key) : humanizeStatus(status);
  };
}

/** A badge for a domain status string; tone and wording derived from the status. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const label = useStatusLabel();
  return (
    <Badge tone={statusTone(status)} dot className={className}>
      {label(status)}
    </Badge>
  );
}
