import { StudentLevel } from '@/generated/prisma/enums';
import type { BadgeTone } from '@/components/ui/badge';
import { formatDateTime, type Regional } from '@/lib/presentation/format';
import type { TSuggestedAction } from '@/lib/students/response-schemas';

/**
 * "21 Nov 2026" in the viewer's zone (the teacher's, in the management area), or a dash. The zone is
 * passed down from the server so server and client render the same text.
 */
export const formatDay = (iso: string | null, zone: string, regional?: Regional) =>
  iso ? formatDateTime(iso, zone, 'dayMonthYear', regional) : '—';

/** "21 Nov 2026, 09:30" in the viewer's zone (and language, given their regional format), or a dash. */
export const formatMoment = (iso: string | null, zone: string, regional?: Regional) =>
  iso ? formatDateTime(iso, zone, 'dayMonthYearClock', regional) : '—';

export const suggestedActionTone = (action: TSuggestedAction): BadgeTone =>
  action.priority === 'high' ? 'danger' : action.priority === 'medium' ? 'warning' : 'info';

/** Status choices in the board's order (trial, active, inactive), for forms and filters (English labels). */
export const studentStatusOptions = [
  { value: 'trial', label: 'Trial' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** The same choices named in the reader's language (`statusLabel` from useStatusLabel). */
export const studentStatusChoices = (statusLabel: (status: string) => string) =>
  studentStatusOptions.map(({ value }) => ({ value, label: statusLabel(value) }));

export const studentLevelOptions = Object.values(StudentLevel).map((level) => ({ value: level, label: level }));

/** An empty select or input means "not set" (null) for the API. */
export const emptyToNull = (value: unknown) => (value === '' ? null : value);
