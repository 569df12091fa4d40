import { formatOrdinal } from '@/lib/core/format-number';

/** "1st", "2nd", "23rd": a waitlist position in words (client-safe). */
export const positionLabel = (position: number) => formatOrdinal(position);
