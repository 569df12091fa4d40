import type { z } from 'zod';
import { ZStudentEmail } from '@/lib/auth/magic-link/schemas';
import type { BookingForValues, SayBookingFor } from './booking-for-form';

const english: SayBookingFor = (key) =>
  ({
    enterLearnerName: "Enter the learner's name",
    validLearnerEmail: 'Enter a valid e-mail address, or leave it empty',
    learnerEmailIsYours: "Enter the learner's own address, or leave it empty",
  })[key];

/**
 * Inline checks of the learner's fields, only when the box is ticked: a name, and an address that is
 * valid and not the payer's when one is given (the API refuses the same with 400 on these paths).
 */
export function checkBookingFor(
  values: BookingForValues,
  payerEmail: string | null,
  ctx: z.RefinementCtx,
  say: SayBookingFor = english,
) {
  if (!values.enabled) return;
  if (!values.name.trim())
    ctx.addIssue({ code: 'custom', path: ['bookingFor', 'name'], message: say('enterLearnerName') });
  const email = values.email.trim();
  if (!email) return;
  if (!ZStudentEmail.safeParse(email).success) {
    ctx.addIssue({ code: 'custom', path: ['bookingFor', 'email'], message: say('validLearnerEmail') });
  } else if (payerEmail && email.toLowerCase() === payerEmail.trim().toLowerCase()) {
    ctx.addIssue({ code: 'custom', path: ['bookingFor', 'email'], message: say('learnerEmailIsYours') });
  }
}
