import { BellRing, CalendarCheck, FileSignature, Hourglass, ShieldCheck, Star, type LucideIcon } from 'lucide-react';

export type PortalNavItem = { href: string; label: string; icon: LucideIcon; exact?: boolean };

export const PORTAL_NAV: PortalNavItem[] = [
  { href: '/portal', label: 'Sessions', icon: CalendarCheck, exact: true },
  { href: '/portal/reviews', label: 'Reviews', icon: Star },
  { href: '/portal/waitlist', label: 'Waitlist', icon: Hourglass },
  { href: '/portal/reminders', label: 'Reminders', icon: BellRing },
  { href: '/portal/contracts', label: 'Contracts', icon: FileSignature },
  { href: '/portal/privacy', label: 'My data', icon: ShieldCheck },
];
