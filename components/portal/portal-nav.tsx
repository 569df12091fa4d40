import { useTranslations } from 'next-intl';
import { cn } from '@/lib/presentation/cn';
import { NavLink } from '@/components/ui/nav-link';
import { portalNavItems } from '@/components/portal/portal-nav-items';

/** Student portal links: a row in the header (md+) or a column inside the phone drawer. */
export function PortalNav({
  orientation = 'horizontal',
  isPayer = false,
}: {
  orientation?: 'horizontal' | 'vertical';
  /** A family's payer (issue 34): the family overview is listed too. */
  isPayer?: boolean;
}) {
  const t = useTranslations('portal');
  const vertical = orientation === 'vertical';
  return (
    <nav aria-label={t('shell.navLabel')}>
      <ul role="list" className={cn('flex gap-1', vertical ? 'flex-col' : 'items-center')}>
        {portalNavItems(isPayer).map(({ href, label, icon: Icon, exact }) => (
          <li key={href}>
            <NavLink
              href={href}
              exact={exact}
              className={cn(
                'group text-muted-foreground flex items-center gap-2 rounded-lg text-sm font-medium transition-colors',
                'hover:bg-surface-muted hover:text-foreground',
                'aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-soft-foreground',
                vertical ? 'gap-3 px-3 py-2' : 'px-3 py-1.5 whitespace-nowrap',
              )}
            >
              <Icon
                className="text-subtle-foreground group-aria-[current=page]:text-primary size-4 shrink-0"
                aria-hidden="true"
              />
              {t(`nav.${label}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
