/**
 * The optional `bookingFor` block of the public trial, enrollment and time-first bodies (client-safe:
 * the forms validate with it). With it, the body's own `name` and `email` are the booker's, who is the
 * payer; `bookingFor` names the learner (decision 0128).
 */
import { z } from 'zod';
import { ZStudentEmail } from '@/lib/auth/magic-link/schemas';

export const ZBookingFor = z
  .object({
    /** The learner's name as the teacher will read it. */
    name: z.string().trim().min(1, "Enter the learner's name").max(120),
    /** Under age: every notice about them goes to the payer (issue 34, part 4). */
    isMinor: z.boolean(),
    /** The learner's own address, when they have one (adults, older children); lower-cased. */
    email: ZStudentEmail.optional(),
  })
  .strict();
export type TBookingFor = z.infer<typeof ZBookingFor>;

/** The domain of the address a learner without their own e-mail gets: `.invalid` never delivers (RFC 2606). */
export const placeholderMemberEmailDomain = 'family.invalid';

/** True for an address made up for a member without one: nothing is ever sent to it. */
export const isPlaceholderMemberEmail = (email: string) =>
  email.toLowerCase().endsWith(`@${placeholderMemberEmailDomain}`);
