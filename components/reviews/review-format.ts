import type { BadgeTone } from '@/components/ui/badge';
import type { TReviewStatus } from '@/lib/reviews/schemas';

export const reviewStatusLabel: Record<TReviewStatus, string> = {
  pending: 'Pending',
  approved: 'Published',
  rejected: 'Rejected',
  hidden: 'Hidden',
};

export const reviewStatusTone: Record<TReviewStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  hidden: 'neutral',
};

export const reviewStatusOptions = (Object.keys(reviewStatusLabel) as TReviewStatus[]).map((value) => ({
  value,
  label: reviewStatusLabel[value],
}));

export const ratingOptions = [5, 4, 3, 2, 1].map((stars) => ({
  value: String(stars),
  label: `${stars} star${stars === 1 ? '' : 's'}`,
}));

export const answeredOptions = [
  { value: 'false', label: 'Not answered' },
  { value: 'true', label: 'Answered' },
];
