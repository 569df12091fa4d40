/**
 * A teacher's public page lives at `/<slug>`: a slug equal to one of the app's own top-level paths
 * (the segments under `app/`, the framework's, and a few kept for later) would be a page nobody
 * can reach, or would hide ours. Checked when a sign-in creates the teacher (./idp) and when the
 * teacher changes theirs (lib/settings/profile-schemas.ts). Client-safe: a plain set.
 */
export const reservedTeacherSlugs: ReadonlySet<string> = new Set([
  'admin',
  'api',
  'app',
  'auth',
  'dev',
  'docs',
  'embed',
  'help',
  'login',
  'logout',
  'portal',
  'public',
  'settings',
  'sign-in',
  'sign-out',
  'signin',
  'signup',
  'static',
  'student',
  'students',
  'support',
  'teacher',
  'teachers',
  'widget',
  'widgets',
  'www',
]);
