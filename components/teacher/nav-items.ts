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

export type TeacherNavItem = { href: string; label: string; icon: LucideIcon; exact?: boolean };
export type TeacherNavGroup = { label: string; items: TeacherNavItem[] };

/** Every section of the teacher area, grouped as shown in the sidebar. */
export const TEACHER_NAV: TeacherNavGroup[] = [
  {
    label: 'Teaching',
    items: [
      { href: '/teacher', label: 'Dashboard', icon: LayoutDashboard, exact: true },
      { href: '/teacher/calendar', label: 'Calendar', icon: CalendarDays },
      { href: '/teacher/sessions', label: 'Sessions', icon: ListChecks },
      { href: '/teacher/students', label: 'Students', icon: Users },
      { href: '/teacher/families', label: 'Families', icon: UsersRound },
      { href: '/teacher/services', label: 'Services', icon: GraduationCap },
      { href: '/teacher/materials', label: 'Materials', icon: Library },
    ],
  },
  {
    label: 'Business',
    items: [
      { href: '/teacher/payments', label: 'Payments', icon: CreditCard },
      { href: '/teacher/invoices', label: 'Invoices', icon: FileText },
      { href: '/teacher/discounts', label: 'Discounts', icon: TicketPercent },
      { href: '/teacher/reviews', label: 'Reviews', icon: Star },
      { href: '/teacher/insights', label: 'Insights', icon: ChartLine },
      { href: '/teacher/messages', label: 'Messages', icon: MessagesSquare },
    ],
  },
  {
    label: 'Account',
    items: [
      { href: '/teacher/settings', label: 'Settings', icon: Settings },
      { href: '/teacher/privacy', label: 'Privacy', icon: ShieldCheck },
      { href: '/teacher/audit-log', label: 'Audit log', icon: ScrollText },
    ],
  },
];
