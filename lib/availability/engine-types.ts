/**
 * Inputs and outputs of the slot engine. Plain data, no Prisma types: the engine is pure and runs
 * anywhere (tests, the booking transaction, the benchmark).
 */

/** Half-open `[start, end)` in epoch milliseconds (UTC). */
export type Interval = { start: number; end: number };

/** A weekly window in the schedule's zone: ISO weekday 1 (Monday) - 7, times `HH:mm` (end may be 24:00). */
export type WeeklyRule = { weekday: number; startTime: string; endTime: string };

/** An active schedule; `validFrom`/`validUntil` are inclusive local dates (`YYYY-MM-DD`), null = open. */
export type ScheduleRules = {
  timeZone: string;
  validFrom: string | null;
  validUntil: string | null;
  rules: WeeklyRule[];
};

/**
 * A change on one local date of the teacher: `isAvailable: false` without times closes the day,
 * with times blocks those hours; `isAvailable: true` with times opens extra hours.
 */
export type DateOverride = { date: string; startTime: string | null; endTime: string | null; isAvailable: boolean };

/** Everything the teacher has set up that decides when they work. */
export type TeacherAvailability = {
  /** The teacher's zone: overrides are read in it. */
  timeZone: string;
  /** Kept free before and after every busy interval. */
  bufferMinutes: number;
  schedules: ScheduleRules[];
  overrides: DateOverride[];
  /** The Google Calendar connection, read in the same statement (absent: not loaded). */
  externalCalendar?: {
    status: string;
    readCalendarIds: string[];
    busyChangedAt?: string | null;
    watched?: boolean;
  } | null;
  /** Whether a CalDAV connection with read calendars exists, read in the same statement (absent: not loaded). */
  caldavReadable?: boolean;
};

/** A working interval, and the instant its slot grid starts from (the start of the working window). */
export type FreeInterval = Interval & { gridAnchor: number };

/** Preferences of the visitor, in the visitor's zone. */
export type SlotPreferences = {
  preferredStart?: string;
  preferredEnd?: string;
  /** ISO weekdays 1-7. */
  preferredDays?: number[];
};

export type Slot = {
  startUtc: string;
  endUtc: string;
  startLocal: string;
  endLocal: string;
  isPreferred: boolean;
};
