import { z } from 'zod';

/** `GET /api/student/family`: the payer's family as the portal shows it (issue 34). */
export const ZPayerFamily = z.object({
  id: z.uuid(),
  name: z.string(),
  payer: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  members: z.array(z.object({ studentId: z.uuid(), name: z.string(), isMinor: z.boolean() })),
  /** The member every `/api/student/*` route acts for now. */
  actingStudentId: z.uuid(),
});
export type TPayerFamily = z.infer<typeof ZPayerFamily>;

export const ZSwitchMemberInput = z.object({ studentId: z.uuid() }).strict();
export type TSwitchMemberInput = z.input<typeof ZSwitchMemberInput>;
