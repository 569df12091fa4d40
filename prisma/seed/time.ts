import { TZDate } from '@date-fns/tz';

const dayMs = 24 * 60 * 60 * 1000;

/** Demo times are relative to "now" and expressed in the teacher's timezone. */
export class DemoClock {
  constructor(
    readonly now: Date,
    readonly timezone: string,
  ) {}

  daysAgo(days: number): Date {
    return new Date(this.now.getTime() - days * dayMs);
  }

  daysAhead(days: number): Date {
    return new Date(this.now.getTime() + days * dayMs);
  }

  /**
   * Local wall-clock time on the n-th working day (Monday-Friday) from today: 1 is the next
   * working day, -1 the previous one. Sessions land inside the weekday availability this way.
   */
  workday(offset: number, hour: number, minute = 0): Date {
    if (offset === 0) throw new Error('workday offset 0 is ambiguous; use 1 or -1');
    const today = new TZDate(this.now.getTime(), this.timezone);
    const step = Math.sign(offset);
    let day = 0;
    for (let counted = 0; counted < Math.abs(offset);) {
      day += step;
      const weekday = new TZDate(
        today.getFullYear(),
        today.getMonth(),
        today.getDate() + day,
        12,
        this.timezone,
      ).getDay();
      if (weekday !== 0 && weekday !== 6) counted += 1;
    }
    const local = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + day, hour, minute, this.timezone);
    return new Date(local.getTime());
  }

  /** The calendar date of that working day as a `@db.Date` value (UTC midnight). */
  workdayDate(offset: number): Date {
    const local = new TZDate(this.workday(offset, 12).getTime(), this.timezone);
    return new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()));
  }
}
