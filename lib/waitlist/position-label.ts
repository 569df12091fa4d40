import { formatOrdinal } from '@/lib/core/format-regional';

/** "1st", "2nd", "23rd": a waitlist position in words (client-safe). */
export const positionLabel = (position: number) => formatOrdinal(position);
