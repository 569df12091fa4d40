/** Reminder offsets (minutes before the start): one to three, from 10 minutes to 7 days (issue 36). */
export const minReminderOffsetMinutes = 10;
export const maxReminderOffsetMinutes = 7 * 24 * 60;
export const maxReminderOffsets = 3;
export const defaultReminderOffsetsMinutes = [1440];
