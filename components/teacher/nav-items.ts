/**
 * `label`: the item's key under `teacherShell.nav.items` (the sidebar says it in the teacher's language),
 * and its icon's in teacher-nav-icons.css (nav-icons.ts names the lucide icon).
 */
export type TeacherNavItem = { href: string; label: string; exact?: boolean };
/** `label`: the group's key under `teacherShell.nav.groups`. */
export type TeacherNavGroup = { label: string; items: TeacherNavItem[] };

/** Every section of the teacher area, grouped as shown in the sidebar. */
export const TEACHER_NAV: TeacherNavGroup[] = [
  {
    label: 'teaching',
    items: [
      { href: '/teacher', label: 'dashboard', exact: true },
      { href: '/teacher/calendar', label: 'calendar' },
      { href: '/teacher/sessions', label: 'sessions' },
      { href: '/teacher/students', label: 'students' },
      { href: '/teacher/families', label: 'families' },
      { href: '/teacher/services', label: 'services' },
      { href: '/teacher/materials', label: 'materials' },
    ],
  },
  {
    label: 'business',
    items: [
      { href: '/teacher/payments', label: 'payments' },
      { href: '/teacher/invoices', label: 'invoices' },
      { href: '/teacher/discounts', label: 'discounts' },
      { href: '/teacher/reviews', label: 'reviews' },
      { href: '/teacher/insights', label: 'insights' },
      { href: '/teacher/messages', label: 'messages' },
    ],
  },
  {
    label: 'account',
    items: [
      { href: '/teacher/settings', label: 'settings' },
      { href: '/teacher/privacy', label: 'privacy' },
      { href: '/teacher/audit-log', label: 'auditLog' },
    ],
  },
];
