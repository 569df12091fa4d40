import {
  BellRing,
  CalendarCheck,
  FileSignature,
  FileText,
  Hourglass,
  Music,
  NotebookPen,
  ShieldCheck,
  Star,
  type LucideIcon,
} from 'lucide-react';

/** `label`: the key of the link's name in the catalogue (`portal.nav.<label>`). */
export type PortalNavItem = { href: string; label: string; icon: LucideIcon; exact?: boolean };

export const PORTAL_NAV: PortalNavItem[] = [
  { href: '/portal', label: 'sessions', icon: CalendarCheck, exact: true },
  { href: '/portal/homework', label: 'homework', icon: NotebookPen },
  { href: '/portal/practice', label: 'practice', icon: Music },
  { href: '/portal/reviews', label: 'reviews', icon: Star },
  { href: '/portal/waitlist', label: 'waitlist', icon: Hourglass },
  { href: '/portal/reminders', label: 'reminders', icon: BellRing },
  { href: '/portal/contracts', label: 'contracts', icon: FileSignature },
  { href: '/portal/invoices', label: 'invoices', icon: FileText },
  { href: '/portal/privacy', label: 'privacy', icon: ShieldCheck },
];
