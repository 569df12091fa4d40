/**
 * A time-first booking held while the student pays: made by bookTimeFirstSession, paid through
 * startTimeFirstCheckout (its own file, so neither imports the other).
 */
export type Held = {
  sessionId: string;
  enrollmentId: string;
  studentId: string;
  email: string;
  amount: number;
  currency: string;
  discountCodeId: string | null;
};
