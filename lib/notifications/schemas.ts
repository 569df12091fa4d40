import { z } from 'zod';

export const ZReminderRun = z.object({
  /** Sessions whose students were reminded now. */
  reminded: z.number().int(),
  /** Sessions marked without a reminder (the teacher turned reminders off). */
  skipped: z.number().int(),
  emails: z.number().int(),
  /** Text messages queued (students who chose SMS or both). */
  texts: z.number().int(),
});
export type TReminderRun = z.infer<typeof ZReminderRun>;
