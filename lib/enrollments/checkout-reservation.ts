/**
 * How long a started checkout holds its place and its discount use. Stripe takes `expires_at`
 * between 30 minutes and 24 hours after it creates the checkout; we give 30 minutes, plus one
 * minute because the processor creates the checkout a moment after we stamp the reservation (the
 * same margin as paid trials). The checkout and the reservation end at the same instant.
 */
export const checkoutReservationMinutes = 31;

/** When a checkout started `now` releases its reservation (lib/enrollment-facts/held-reservation.ts says what one holds). */
export const reservationExpiresAt = (now: Date) => new Date(now.getTime() + checkoutReservationMinutes * 60 * 1000);
