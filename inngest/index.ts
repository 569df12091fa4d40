import { sweepExpiredAuthRecordsFunction } from './functions/auth/sweep-expired-auth-records';

/** Every Inngest function: served at /api/inngest and run in process when Inngest is not configured. */
export const functions = [sweepExpiredAuthRecordsFunction];
