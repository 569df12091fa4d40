/** Client-safe display helpers of the teacher's session pages (no server imports). */
import { safeTimeZone } from '@/lib/ui/format';

const startFormats = new Map<string, Intl.DateTimeFormat>();

function startFormat(timeZone: string) {
  let format = startFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    startFormats.set(timeZone, format);
  }
  return format;
}

/** "Mon, 23 Nov 2026, 09:30" in the zone (an unknown zone falls back to UTC rather than failing). */
export function formatSessionTime(iso: string, timeZone: string): string {
  return startFormat(safeTimeZone(timeZone)).format(new Date(iso));
}

/** "America/New_York" -> "America/New York". */
export const zoneLabel = (timeZone: string) => safeTimeZone(timeZone).replace(/_/g, ' ');

export type TPolicyOutcomeView = {
  action: string;
  creditEffect: 'return' | 'forfeit' | 'partial';
  penaltyPercent: number;
  reason: string;
};

/** What a cancellation or no-show did to the credit, in one sentence for the teacher. */
export function describeOutcome(outcome: TPolicyOutcomeView): string {
  const credit =
    outcome.creditEffect === 'return'
      ? 'The credit was returned to the student.'
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
