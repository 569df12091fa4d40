/**
 * The teacher's profile (`PATCH /api/teacher/settings/profile`) and public-address check
 * (`GET /api/teacher/settings/slug-check`). Client-safe (zod only): the profile form validates with
 * the same schema.
 */
import { z } from 'zod';
import { reservedTeacherSlugs } from '@/lib/auth/reserved-teacher-slugs';
import { ZHourCycle, ZLocale } from '@/lib/core/locale-schemas';
import { ZTimeZone } from '@/lib/core/time-schemas';

export const teacherSlugPattern = /^[a-z0-9-]+$/;
export const teacherSlugLength = { min: 3, max: 60 } as const;
export const maxTeacherNameLength = 100;
export const maxBioLength = 2000;

export const slugMessages = {
  characters: 'Use lowercase letters, digits and hyphens',
  hyphens: 'Start and end with a letter or digit',
  length: `Use ${String(teacherSlugLength.min)} to ${String(teacherSlugLength.max)} characters`,
  reserved: 'This address is kept for Lektio’s own pages',
  taken: 'Another teacher already uses this address',
} as const;

/** The public-page address rule (spec: `^[a-z0-9-]+$`), plus a readable length and no edge hyphen. */
export const ZTeacherSlug = z
  .string()
  .trim()
  .min(teacherSlugLength.min, { message: slugMessages.length, abort: true })
  .max(teacherSlugLength.max, { message: slugMessages.length, abort: true })
  .regex(teacherSlugPattern, { message: slugMessages.characters, abort: true })
  .refine((slug) => !slug.startsWith('-') && !slug.endsWith('-'), { message: slugMessages.hyphens, abort: true })
  .refine((slug) => !reservedTeacherSlugs.has(slug), slugMessages.reserved)
  .meta({ description: 'The public page address, /<slug>', example: 'maria-lopez' });

const hasAField = (value: object) => Object.values(value).some((field) => field !== undefined);

/** Any of them, at least one; an empty bio clears it; a null hourCycle follows the locale. */
export const ZUpdateProfileInput = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(1, 'Enter your name')
      .max(maxTeacherNameLength, `Use at most ${String(maxTeacherNameLength)} characters`)
      .optional(),
    slug: ZTeacherSlug.optional(),
    bio: z
      .string()
      .trim()
      .max(maxBioLength, `Use at most ${String(maxBioLength)} characters`)
      .nullable()
      .optional()
      .meta({ description: 'Shown on the public page; empty or null clears it' }),
    timezone: ZTimeZone.optional(),
    locale: ZLocale.optional(),
    hourCycle: ZHourCycle.optional(),
  })
  .refine(hasAField, 'Send at least one of name, slug, bio, timezone, locale, hourCycle');
export type TUpdateProfileInput = z.input<typeof ZUpdateProfileInput>;
export type TUpdateProfile = z.output<typeof ZUpdateProfileInput>;

export const ZTeacherProfile = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  slug: z.string(),
  bio: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  timezone: z.string(),
  locale: z.string(),
  hourCycle: z.string().nullable(),
});
export type TTeacherProfile = z.infer<typeof ZTeacherProfile>;

export const ZTeacherSlugCheckQuery = z.strictObject({
  /** Any text: a malformed slug answers `available: false, reason: 'invalid'`, not 400. */
  slug: z.string().max(200),
});

export const slugUnavailableReasons = ['invalid', 'reserved', 'taken'] as const;
export const ZTeacherSlugCheckResult = z.object({
  slug: z.string(),
  available: z.boolean(),
  reason: z.enum(slugUnavailableReasons).nullable().meta({ description: 'Why not available; null when it is' }),
  message: z.string().nullable().meta({ description: 'The reason in words, for the form' }),
});
export type TTeacherSlugCheckResult = z.infer<typeof ZTeacherSlugCheckResult>;
