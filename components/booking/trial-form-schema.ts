import { z } from 'zod';
import { ZTrialSessionInput } from '@/lib/booking/trials/schemas';

const { name, email, note } = ZTrialSessionInput.shape;

/**
 * The visitor's part of a trial request, with the API's own field rules (ZTrialSessionInput) and
 * friendlier first messages. The slot, zone and service come from the page.
 */
export const ZTrialForm = z.object({
  name: z.string().trim().min(1, 'Enter your name').pipe(name),
  email: z
    .string()
    .trim()
    .min(1, 'Enter your e-mail address')
    .refine((value) => email.safeParse(value).success, 'Enter a valid e-mail address'),
  /** Empty means no note (the API's field is optional). */
  note: z.string().trim().max(1000, 'Keep the note under 1000 characters').pipe(note.unwrap()),
  consentAccepted: z.boolean().refine((value) => value, 'Agree to the terms to send your request'),
});

export type TrialFormInput = z.input<typeof ZTrialForm>;
export type TrialFormValues = z.output<typeof ZTrialForm>;
