import type { Prisma } from '@/lib/core/db';

/**
 * An enrollment waiting for its payment holds a reservation: it counts against its discount code's
 * `maxUses` / `maxUsesPerStudent` (lib/discounts/evaluate-discount-code.ts) and the service's capacity
 * (./students-holding-places.ts) until the payment confirms it (it becomes active) or it
 * is released (cancelled: the checkout expired, was never created, or the sweep found it past its
 * expiry). Pending enrollments from before reservations (no expiry) hold nothing. How long a
 * reservation lasts is lib/enrollments/checkout-reservation.ts. Here, below lib/discounts and
 * lib/enrollments, because both read it and enrollments prices its checkouts through discounts (0013).
 */
export const heldReservation = {
  status: 'pending_payment',
  checkoutExpiresAt: { not: null },
} as const satisfies Prisma.EnrollmentWhereInput;
