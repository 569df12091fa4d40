/**
 * Zod schemas of the teacher's account deletion (issue 18 item 2). Client-safe: the dialog's form
 * uses the same schemas as the routes.
 */
import { z } from 'zod';

/** Step 1: the teacher types their public page slug. */
export const ZDeleteAccountConfirmInput = z
  .object({ slug: z.string().trim().min(1, 'Type your page address').max(100) })
  .strict();
export type TDeleteAccountConfirmInput = z.output<typeof ZDeleteAccountConfirmInput>;

/** The answer of step 1: a short-lived token that step 2 must present. */
export const ZDeleteAccountConfirmation = z.object({ confirmationToken: z.string(), expiresAt: z.iso.datetime() });
export type TDeleteAccountConfirmation = z.output<typeof ZDeleteAccountConfirmation>;

/** Step 2: the final call carries the token of step 1. */
export const ZDeleteAccountInput = z.object({ confirmationToken: z.string().min(1).max(400) }).strict();
export type TDeleteAccountInput = z.output<typeof ZDeleteAccountInput>;

export const ZDeleteAccountResult = z.object({
  deleted: z.literal(true),
  studentsErased: z.number().int(),
  subscriptionsCancelled: z.number().int(),
});
export type TDeleteAccountResult = z.output<typeof ZDeleteAccountResult>;
