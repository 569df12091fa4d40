/** Client-safe display helpers of the teacher's session pages (no server imports). */
import { formatInZone, formatZoneName } from '@/lib/core/format-time';
import { usableTimeZone } from '@/lib/core/time';

/** "Mon, 23 Nov 2026, 09:30" in the zone (an unknown zone falls back to UTC rather than failing). */
export const formatSessionTime = (iso: string, timeZone: string): string => formatInZone(iso, timeZone, 'sessionStart');

/** "America/New_York" -> "America/New York". */
export const zoneLabel = (timeZone: string) => formatZoneName(usableTimeZone(timeZone));

export type TPolicyOutcomeView = {
  action: string;
  creditEffect: 'return' | 'forfeit' | 'partial' | 'makeup';
  penaltyPercent: number;
  makeupValidDays?: number | null;
  reason: string;
};

/** What a cancellation or no-show did to the credit, in one sentence for the teacher. */
export function describeOutcome(outcome: TPolicyOutcomeView): string {
  const credit =
    outcome.creditEffect === 'return'
      ? 'The credit was returned to the student.'
      : outcome.creditEffect === 'makeup'
        ? `The student got a make-up credit for ${outcome.makeupValidDays ?? 60} days.`
        : outcome.creditEffect === 'partial'
          ? `The credit was used with a ${outcome.penaltyPercent}% penalty.`
          : 'The credit was forfeited.';
  return outcome.reason ? `${credit} ${outcome.reason.replace(/\.?$/, '.')}` : credit;
}

/** Only http(s) addresses become links (a stored URL is not trusted to be one). */
export function isWebUrl(url: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}
