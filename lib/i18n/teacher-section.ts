/**
 * The section of a teacher-area path: `/teacher/students` -> `students` (the section's own page),
 * `/teacher/students/42` -> `students/*` (the pages under it), `/teacher` -> `dashboard`. The browser
 * gets the messages of the section it opened (lib/i18n/client-messages.ts) and loads the whole area's
 * when it moves to another (components/i18n/teacher-messages-provider.tsx). A section's own page is
 * a section apart because it is usually a list whose islands need a few words, while the pages
 * under it hold the forms (the roster page: 7.6 KB of messages instead of 13.9; issue 38, decision 0182).
 */
export function teacherSectionOf(pathname: string): string {
  const [area, section, ...rest] = pathname.split('/').filter(Boolean);
  if (area !== 'teacher' || !section) return 'dashboard';
  return rest.length > 0 ? `${section}/*` : section;
}
