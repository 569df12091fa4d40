import { z } from 'zod';
import { ZTrialSessionInput } from '@/lib/booking/trials/schemas';
import type { SayBookingFor } from './booking-for-form';
import { checkBookingFor } from './check-booking-for';

const { name, email, note } = ZTrialSessionInput.shape;

/** The form's own messages, said in the page's language (`booking.trial.*` keys). */
type Say = (key: 'enterName' | 'enterEmail' | 'validEmail' | 'noteTooLong' | 'agree') => string;

const english: Say = (key) =>
  ({
    enterName: 'Enter your name',
    enterEmail: 'Enter your e-mail address',
    validEmail: 'Enter a valid e-mail address',
    noteTooLong: 'Keep the note under 1000 characters',
    agree: 'Agree to the terms to send your request',
  })[key];

/**
 * The visitor's part of a trial request, with the API's own field rules (ZTrialSessionInput) and
 * friendlier first messages. The slot, zone and service come from the page.
 */
export const makeTrialForm = (say: Say = english, sayBookingFor?: SayBookingFor) =>
  z
    .object({
      name: z.string().trim().min(1, say('enterName')).pipe(name),
      email: z
        .string()
        .trim()
        .min(1, say('enterEmail'))
        .refine((value) => email.safeParse(value).success, say('validEmail')),
      /** Empty means no note (the API's field is optional). */
      note: z.string().trim().max(1000, say('noteTooLong')).pipe(note.unwrap()),
      consentAccepted: z.boolean().refine((value) => value, say('agree')),
      /** "I am booking for someone else": the name and e-mail above are then the payer's (decision 0128). */
      bookingFor: z.object({ enabled: z.boolean(), name: z.string(), isMinor: z.boolean(), email: z.string() }),
    })
    .superRefine((values, ctx) => checkBookingFor(values.bookingFor, values.email, ctx, sayBookingFor));

export const ZTrialForm = makeTrialForm();

export type TrialFormInput = z.input<typeof ZTrialForm>;
export type TrialFormValues = z.output<typeof ZTrialForm>;
