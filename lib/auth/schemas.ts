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
  student: z.object({ id: z.uuid(), name: z.string(), email: z.email(), timezone: z.string() }),
  impersonating: z.boolean(),
});

export const ZMe = z.discriminatedUnion('role', [ZTeacherMe, ZStudentMe]);
export type TMe = z.infer<typeof ZMe>;

export const ZDevLoginParams = z.object({ teacherId: z.uuid() }).strict();
