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

/** A payer's extra link (issue 34): the family overview, after Sessions. */
export const FAMILY_NAV_ITEM: PortalNavItem = { href: '/portal/family', label: 'family', icon: Users };

/** The portal's links for this session: a payer's get the family overview too. */
export const portalNavItems = (isPayer: boolean): PortalNavItem[] =>
  isPayer ? [PORTAL_NAV[0]!, FAMILY_NAV_ITEM, ...PORTAL_NAV.slice(1)] : PORTAL_NAV;
