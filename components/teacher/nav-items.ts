import {
  CalendarDays,
  ChartLine,
  CreditCard,
  FileText,
  GraduationCap,
  LayoutDashboard,
  Library,
  ListChecks,
  MessagesSquare,
  ScrollText,
  Settings,
  ShieldCheck,
  Star,
  TicketPercent,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';

/** `label`: the item's key under `teacherShell.nav.items` (the sidebar says it in the teacher's language). */
export type TeacherNavItem = { href: string; label: string; icon: LucideIcon; exact?: boolean };
/** `label`: the group's key under `teacherShell.nav.groups`. */
export type TeacherNavGroup = { label: string; items: TeacherNavItem[] };

/** Every section of the teacher area, grouped as shown in the sidebar. */
export const TEACHER_NAV: TeacherNavGroup[] = [
  {
    label: 'teaching',
    items: [
      { href: '/teacher', label: 'dashboard', icon: LayoutDashboard, exact: true },
      { href: '/teacher/calendar', label: 'calendar', icon: CalendarDays },
      { href: '/teacher/sessions', label: 'sessions', icon: ListChecks },
      { href: '/teacher/students', label: 'students', icon: Users },
      { href: '/teacher/families', label: 'families', icon: UsersRound },
      { href: '/teacher/services', label: 'services', icon: GraduationCap },
      { href: '/teacher/materials', label: 'materials', icon: Library },
    ],
  },
  {
    label: 'business',
    items: [
      { href: '/teacher/payments', label: 'payments', icon: CreditCard },
      { href: '/teacher/invoices', label: 'invoices', icon: FileText },
      { href: '/teacher/discounts', label: 'discounts', icon: TicketPercent },
      { href: '/teacher/reviews', label: 'reviews', icon: Star },
      { href: '/teacher/insights', label: 'insights', icon: ChartLine },
      { href: '/teacher/messages', label: 'messages', icon: MessagesSquare },
    ],
  },
  {
    label: 'account',
    items: [
      { href: '/teacher/settings', label: 'settings', icon: Settings },
      { href: '/teacher/privacy', label: 'privacy', icon: ShieldCheck },
      { href: '/teacher/audit-log', label: 'auditLog', icon: ScrollText },
    ],
  },
];
