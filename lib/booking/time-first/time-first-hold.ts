/**
 * A time-first booking held while the student pays: made by bookTimeFirstSession, paid through
 * startTimeFirstCheckout (its own file, so neither imports the other).
 */
export type Held = {
  sessionId: string;
  enrollmentId: string;
  /** The learner: the session and the enrollment are theirs. */
  studentId: string;
  /** Who pays: the booker's address (with a family, the payer's). */
  email: string;
  /** Booked for someone else: the payer's family, whose processor customer pays (decision 0129). */
  familyId: string | null;
  amount: number;
  currency: string;
  discountCodeId: string | null;
};
