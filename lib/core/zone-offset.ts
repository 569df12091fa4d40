import { tzOffset } from '@date-fns/tz';

/**
 * Minutes east of UTC in `zone` at `instant` (Europe/Madrid in summer: 120; Asia/Kathmandu: 345),
 * remembered per zone and UTC hour. The runtime's zone data is read through a date formatter
 * (`tzOffset`, @date-fns/tz), a few microseconds a call, and slot lists and month bounds ask for
 * thousands of instants on a few hundred hours (issue #20: the largest cost of ours in the CPU
 * profile). An hour whose first and last millisecond share an offset has no clock change inside it,
 * because no zone changes its clocks twice within an hour, so every instant of it shares that offset;
 * an hour holding a change is never remembered and is read per instant, as before.
 */
export function zoneOffsetMinutes(zone: string, instant: number): number {
  const hour = Math.floor(instant / hourMs);
  const known = offsets.get(zone)?.get(hour);
  if (known !== undefined) return known;
  const start = hour * hourMs;
  const atStart = tzOffset(zone, new Date(start));
  const atEnd = tzOffset(zone, new Date(start + hourMs - 1));
  if (atStart !== atEnd || Number.isNaN(atStart)) return tzOffset(zone, new Date(instant));
  remember(zone, hour, atStart);
  return atStart;
}

const hourMs = 60 * 60_000;
/** About 40 zone-years of hours at most: zones come from requests, so the memory is bounded, not the zones. */
const maxHours = 20_000;
const offsets = new Map<string, Map<number, number>>();
let remembered = 0;

function remember(zone: string, hour: number, offset: number) {
  if (remembered >= maxHours) {
    offsets.clear();
    remembered = 0;
  }
  let hours = offsets.get(zone);
  if (!hours) offsets.set(zone, (hours = new Map()));
  hours.set(hour, offset);
  remembered += 1;
}
