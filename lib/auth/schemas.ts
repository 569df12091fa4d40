import { z } from 'zod';

export const ZTeacherMe = z.object({
  role: z.literal('teacher'),
  teacher: z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.email(),
    slug: z.string(),
    avatarUrl: z.string().nullable(),
    timezone: z.string(),
    onboardingCompleted: z.boolean(),
  }),
});

export const ZStudentMe = z.object({
  role: z.literal('student'),
  /** The student the session acts for: for a payer's session, the member chosen last (issue 34). */
  student: z.object({ id: z.uuid(), name: z.string(), email: z.email(), timezone: z.string() }),
  impersonating: z.boolean(),
  /** The family's payer behind the session, or null for a student signed in as themselves. */
  payer: z.object({ familyId: z.uuid(), name: z.string(), email: z.string() }).nullable(),
});

export const ZMe = z.discriminatedUnion('role', [ZTeacherMe, ZStudentMe]);
export type TMe = z.infer<typeof ZMe>;

export const ZDevLoginParams = z.object({ teacherId: z.uuid() }).strict();
