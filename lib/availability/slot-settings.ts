/**
 * The slot engine's fixed choices (docs/decisions/0014-availability.md). Client-safe: the booking
 * page and the query schema read them too.
 */

/** Slots start every 15 minutes from the start of each working window. */
export const slotStepMinutes = 15;

/** How long before a slot starts it can still be offered: no notice beyond "not in the past". */
export const minimumNoticeMinutes = 0;

/** The longest window one availability request may ask for, `end - start` in days. */
export const maxWindowDays = 62;

/** Services last at most a day (catalogue schema), so a session that overlaps an instant began < 24 h before it. */
export const longestSessionMinutes = 24 * 60;
