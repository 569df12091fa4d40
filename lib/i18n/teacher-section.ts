/**
 * The section of a teacher-area path: `/teacher/students/42` -> `students`, `/teacher` ->
 * `dashboard`. The browser gets the messages of the section it opened (lib/i18n/client-messages.ts)
 * and loads the whole area's when it moves to another (components/i18n/teacher-messages-provider.tsx).
 */
export function teacherSectionOf(pathname: string): string {
  const [area, section] = pathname.split('/').filter(Boolean);
  return area === 'teacher' && section ? section : 'dashboard';
}
