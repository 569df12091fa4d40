import { z } from 'zod';

/**
 * Client-safe schemas of the student sign-in: the API parses with them and the sign-in form
 * validates with the same objects (zod resolver), so both give the same messages.
 */
export const ZStudentEmail = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Enter your e-mail address')
  .max(254, 'This e-mail address is too long')
  // A check rather than .pipe(): it runs after trim/lower-case and keeps `format: email` in OpenAPI.
  .check(z.email('Enter a valid e-mail address'));

export const ZTeacherSlug = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "Enter your teacher's page name")
  .max(80, 'This page name is too long')
  .regex(/^[a-z0-9-]+$/, 'Use the letters, digits and hyphens of the page address');

export const ZRequestMagicLinkInput = z.object({ email: ZStudentEmail, teacherSlug: ZTeacherSlug }).strict();
export type TRequestMagicLinkInput = z.input<typeof ZRequestMagicLinkInput>;

/** The same answer whether or not the student exists (no account enumeration). */
export const ZMagicLinkRequested = z.object({ sent: z.literal(true) });

/** Any string within bounds: a malformed token is refused like an unknown one (INVALID_TOKEN). */
export const ZVerifyMagicLinkInput = z.object({ token: z.string().min(1).max(256) }).strict();

export const ZMagicLinkVerified = z.object({ redirectTo: z.string() });
export type TMagicLinkVerified = z.infer<typeof ZMagicLinkVerified>;
