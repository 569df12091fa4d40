/** Client-safe display helpers of the teacher's session pages (no server imports). */
import { usableTimeZone } from '@/lib/core/time';
import { formatDateTime, formatZoneName, type Regional } from '@/lib/presentation/format';
import { sayEnglish, type SaySessions } from './session-words';

/**
 * "Mon, 23 Nov 2026, 09:30" in the zone (an unknown zone falls back to UTC rather than failing), in
 * the reader's language and clock.
 */
export const formatSessionTime = (iso: string, timeZone: string, regional?: Regional): string =>
  formatDateTime(iso, timeZone, 'sessionStart', regional);

/** "America/New_York" -> "New York time" ("hora de New York"). */
export const zoneLabel = (timeZone: string, regional?: Regional) => formatZoneName(usableTimeZone(timeZone), regional);

export type TPolicyOutcomeView = {
  action: string;
  creditEffect: 'return' | 'forfeit' | 'partial' | 'makeup';
  penaltyPercent: number;
  makeupValidDays?: number | null;
  reason: string;
};

/**
 * What a cancellation or no-show did to the credit, in one sentence for the teacher (`outcome.*`);
 * the policy's own reason follows as the server wrote it.
 */
export function describeOutcome(outcome: TPolicyOutcomeView, say: SaySessions = sayEnglish): string {
  const credit =
    outcome.creditEffect === 'return'
      ? say('outcome.returned')
      : outcome.creditEffect === 'makeup'
        ? say('outcome.makeup', { days: outcome.makeupValidDays ?? 60 })
        : outcome.creditEffect === 'partial'
          ? say('outcome.partial', { percent: outcome.penaltyPercent })
          : say('outcome.forfeited');
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
