/**
 * When a scheduled message may be sent (decision 0044): one rule for the route and the form.
 * Client-safe: the Messages page checks the same way before it posts.
 */
import { dayMs, minuteMs } from '@/lib/core/time';
import { zonedInstant } from '@/lib/core/zoned-date';
import { localDateTimePattern, sendAtFormatMessage } from './schemas';

/** A message is scheduled at least this far ahead: "now" would race its own delivery job. */
export const minLeadMs = minuteMs;
/** And at most a year ahead (Inngest sleeps and cancellations last up to a year). */
export const maxAheadMs = 365 * dayMs;

export const nonexistentSendTimeMessage = 'This time does not exist on that day (clocks change)';
export const pastSendTimeMessage = 'Choose a time at least a minute from now';
export const farSendTimeMessage = 'Choose a time within a year';

export type SendTime = { ok: true; instant: Date } | { ok: false; message: string };

/**
 * The instant of a valid `sendAt` (ZSendAt): a local `YYYY-MM-DDTHH:mm` is read on the clock of
 * `zone` (a reading a clock change skips is refused), an instant with an offset as it is. It must be
 * at least a minute after `now` and at most a year.
 */
export function resolveSendTime(sendAt: string, zone: string, now: Date = new Date()): SendTime {
  let instant: Date;
  if (localDateTimePattern.test(sendAt)) {
    const [date, time] = sendAt.split('T') as [string, string];
    let local: ReturnType<typeof zonedInstant>;
    try {
      local = zonedInstant(date, time, zone);
    } catch {
      return { ok: false, message: sendAtFormatMessage }; // 2026-02-30 has the shape of a date
    }
    if (!local.ok) return { ok: false, message: nonexistentSendTimeMessage };
    instant = local.instant;
  } else {
    instant = new Date(sendAt);
  }
  if (instant.getTime() < now.getTime() + minLeadMs) return { ok: false, message: pastSendTimeMessage };
  if (instant.getTime() > now.getTime() + maxAheadMs) return { ok: false, message: farSendTimeMessage };
  return { ok: true, instant };
}
