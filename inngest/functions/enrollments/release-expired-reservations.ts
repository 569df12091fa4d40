import { inngest } from '@/inngest/client';
import { releaseExpiredReservations } from '@/lib/enrollments/release-expired-reservations';

/**
 * Every five minutes: checkout reservations past their expiry whose `checkout.session.expired` never
 * arrived are released (their place and discount use freed, the place offered to the waitlist).
 */
export const releaseExpiredReservationsFunction = inngest.createFunction(
  {
    id: 'enrollments-release-expired-reservations',
    name: 'Release expired checkout reservations',
    triggers: [{ cron: 'TZ=UTC */5 * * * *' }],
  },
  async ({ step }) => step.run('release', () => releaseExpiredReservations()),
);
