import type { BadgeTone } from '@/components/ui/badge';
import type { TCalendarSessionItem } from '@/lib/calendar-view/schemas';

type Status = TCalendarSessionItem['status'];

const tones: Record<Status, BadgeTone> = {
  scheduled: 'primary',
  pending_confirmation: 'warning',
  hold: 'warning',
  pending_review: 'info',
  completed: 'success',
  no_show: 'danger',
  cancelled: 'neutral',
  rejected: 'neutral',
  expired: 'neutral',
};

export const sessionTone = (status: Status): BadgeTone => tones[status];

/**
 * Block colours of a session in the week grid (left edge + soft fill). Completed sessions are grey,
 * not green, so they do not melt into the open hours behind them.
 */
const blockClasses: Record<Status, string> = {
  scheduled: 'border-l-primary bg-primary-soft text-primary-soft-foreground',
  pending_confirmation: 'border-l-warning bg-warning-soft text-warning-foreground',
  hold: 'border-l-warning bg-warning-soft text-warning-foreground',
  pending_review: 'border-l-info bg-info-soft text-info-foreground',
  completed: 'border-l-subtle-foreground bg-surface-muted text-foreground',
  no_show: 'border-l-danger bg-danger-soft text-danger-foreground',
  cancelled: 'border-l-border-strong bg-surface text-muted-foreground line-through',
  rejected: 'border-l-border-strong bg-surface text-muted-foreground line-through',
  expired: 'border-l-border-strong bg-surface text-muted-foreground line-through',
};

export const sessionBlockClasses = (status: Status) => blockClasses[status];

/** A trial the teacher still has to confirm or reject (spec: trial confirmation). */
export const isPendingTrial = (session: Pick<TCalendarSessionItem, 'isTrialSession' | 'status'>) =>
  session.isTrialSession && session.status === 'pending_confirmation';
