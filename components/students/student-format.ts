import { StudentLevel } from '@/generated/prisma/enums';
import type { BadgeTone } from '@/components/ui/badge';
import type { TSuggestedAction } from '@/lib/students/response-schemas';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** "21 Nov 2026", or a dash. Dates are shown in UTC so server and client render the same text. */
export const formatDay = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : '—');

/** "21 Nov 2026, 09:30 UTC", or a dash. */
export const formatMoment = (iso: string | null) => (iso ? `${dateTimeFormat.format(new Date(iso))} UTC` : '—');

export const suggestedActionTone = (action: TSuggestedAction): BadgeTone =>
  action.priority === 'high' ? 'danger' : action.priority === 'medium' ? 'warning' : 'info';

/** Status choices in the board's order (trial, active, inactive), for forms and filters. */
export const studentStatusOptions = [
  { value: 'trial', label: 'Trial' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

export const studentLevelOptions = Object.values(StudentLevel).map((level) => ({ value: level, label: level }));

/** An empty select or input means "not set" (null) for the API. */
export const emptyToNull = (value: unknown) => (value === '' ? null : value);
