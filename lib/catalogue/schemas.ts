import { z } from 'zod';

export const ZServiceSlug = z
  .string()
  .regex(/^[a-z0-9-]+$/, 'Use lowercase letters, digits and hyphens')
  .max(80);
export const ZTeacherSlugParams = z.object({ slug: ZServiceSlug }).strict();

export const ZPublicService = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  deliveryMode: z.enum(['live', 'async', 'hybrid']),
  groupType: z.enum(['individual', 'group', 'open']),
  structure: z.enum(['single', 'package', 'course', 'subscription']),
  priceAmount: z.number().int(),
  currency: z.string().length(3),
  durationMinutes: z.number().int(),
  isTrial: z.boolean(),
});
export type TPublicService = z.infer<typeof ZPublicService>;

export const ZPublicTeacher = z.object({
  name: z.string(),
  slug: z.string(),
  bio: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  timezone: z.string(),
});

export const ZPublicProfile = z.object({ teacher: ZPublicTeacher, services: z.array(ZPublicService) });
export type TPublicProfile = z.infer<typeof ZPublicProfile>;

export const ZServiceIdParams = z.object({ id: z.uuid() }).strict();

export const ZTeacherService = ZPublicService.extend({
  status: z.enum(['draft', 'active', 'paused', 'archived']),
  sortOrder: z.number().int(),
  isUnlisted: z.boolean(),
  isPrivate: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
