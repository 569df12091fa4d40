import type { Prisma } from '@/lib/core/db';

/**
 * How long a started checkout holds its place and its discount use. Stripe takes `expires_at`
 * between 30 minutes and 24 hours after it creates the checkout; we give 30 minutes, plus one
 * minute because the processor creates the checkout a moment after we stamp the reservation (the
 * same margin as paid trials). The checkout and the reservation end at the same instant.
 */
export const checkoutReservationMinutes = 31;

export const reservationExpiresAt = (now: Date) => new Date(now.getTime() + checkoutReservationMinutes * 60 * 1000);

/**
 * An enrollment waiting for its payment holds a reservation: it counts against the service's
 * capacity and its discount code's `maxUses` / `maxUsesPerStudent` until the payment confirms it
 * (it becomes active) or it is released (cancelled: the checkout expired, was never created, or the
 * sweep found it past its expiry). Pending enrollments from before reservations (no expiry) hold nothing.
 */
export const heldReservation = {
  status: 'pending_payment',
  checkoutExpiresAt: { not: null },
} as const satisfies Prisma.EnrollmentWhereInput;

/** Job event sent once a released reservation is committed: its place is offered to the waitlist. */
export const reservationReleasedEvent = 'enrollments/reservation.released';
