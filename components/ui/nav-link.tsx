'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';

export type NavLinkProps = Omit<ComponentProps<typeof Link>, 'href'> & {
  href: string;
  /** Only the exact path is "current" (for index routes like /teacher or /portal). */
  exact?: boolean;
};

export function isActivePath(pathname: string, href: string, exact = false): boolean {
  if (pathname === href) return true;
  return !exact && pathname.startsWith(`${href}/`);
}

/**
 * A Link that marks itself with aria-current="page" when it matches the current path.
 * Style the active state with `aria-[current=page]:` utilities.
 */
export function NavLink({ href, exact = false, ...props }: NavLinkProps) {
  const pathname = usePathname() ?? '';
  const active = isActivePath(pathname, href, exact);
  return <Link href={href} aria-current={active ? 'page' : undefined} {...props} />;
}
