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

/** Review sites by the name their owners write; the import takes the source as free text (`google`). */
const reviewSiteNames: Record<string, string> = {
  airbnb: 'Airbnb',
  facebook: 'Facebook',
  google: 'Google',
  italki: 'italki',
  preply: 'Preply',
  superprof: 'Superprof',
  tripadvisor: 'Tripadvisor',
  trustpilot: 'Trustpilot',
  yelp: 'Yelp',
};

/** `google` -> `Google`, `trustpilot` -> `Trustpilot`; a site we do not know keeps its own spelling, capitalised. */
export function reviewSourceName(source: string): string {
  const trimmed = source.trim();
  const known = reviewSiteNames[trimmed.toLowerCase().replace(/[\s._-]+/g, '')];
  return known ?? trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/** `Imported from Google`, or `Imported` when the source is not named. */
export const importedLabel = (source: string | null) =>
  source?.trim() ? `Imported from ${reviewSourceName(source)}` : 'Imported';
