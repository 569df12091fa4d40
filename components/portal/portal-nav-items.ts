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
  Users,
  type LucideIcon,
} from 'lucide-react';

export type PortalNavItem = { href: string; label: string; icon: LucideIcon; exact?: boolean };

export const PORTAL_NAV: PortalNavItem[] = [
  { href: '/portal', label: 'Sessions', icon: CalendarCheck, exact: true },
  { href: '/portal/homework', label: 'Homework', icon: NotebookPen },
  { href: '/portal/practice', label: 'Practice', icon: Music },
  { href: '/portal/reviews', label: 'Reviews', icon: Star },
  { href: '/portal/waitlist', label: 'Waitlist', icon: Hourglass },
  { href: '/portal/reminders', label: 'Reminders', icon: BellRing },
  { href: '/portal/contracts', label: 'Contracts', icon: FileSignature },
  { href: '/portal/invoices', label: 'Invoices', icon: FileText },
  { href: '/portal/privacy', label: 'My data', icon: ShieldCheck },
];

/** A payer's extra link (issue 34): the family overview, after Sessions. */
export const FAMILY_NAV_ITEM: PortalNavItem = { href: '/portal/family', label: 'Family', icon: Users };

/** The portal's links for this session: a payer's get the family overview too. */
export const portalNavItems = (isPayer: boolean): PortalNavItem[] =>
  isPayer ? [PORTAL_NAV[0]!, FAMILY_NAV_ITEM, ...PORTAL_NAV.slice(1)] : PORTAL_NAV;
