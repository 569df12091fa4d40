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

/**
 * Each section link's lucide icon, by the item's key in nav-items.ts. Not imported by the app: the
 * sidebar draws them from teacher-nav-icons.css (`npm run icons:teacher-nav` writes it from this list),
 * so a teacher page carries a short `data-icon` per link instead of 16 `<svg>` (issue 38).
 */
export const TEACHER_NAV_ICONS: Record<string, LucideIcon> = {
  dashboard: LayoutDashboard,
  calendar: CalendarDays,
  sessions: ListChecks,
  students: Users,
  families: UsersRound,
  services: GraduationCap,
  materials: Library,
  payments: CreditCard,
  invoices: FileText,
  discounts: TicketPercent,
  reviews: Star,
  insights: ChartLine,
  messages: MessagesSquare,
  settings: Settings,
  privacy: ShieldCheck,
  auditLog: ScrollText,
};
