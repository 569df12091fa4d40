import 'server-only';
import { isProduction } from '@/lib/core/env';
import { NotFoundError } from '@/lib/core/errors';
import { sendDueReminders, type ReminderResult } from './send-due-reminders';

/**
 * The reminder job on demand, for development and the browser journeys (the in-process runner would
 * otherwise wait for its next 15-minute tick). Not a product route: NOT_FOUND in production, as the
 * development mailbox, where Inngest runs the job on its schedule.
 */
export async function runRemindersNow(): Promise<ReminderResult> {
  if (isProduction()) throw new NotFoundError('Route');
  return sendDueReminders();
}
