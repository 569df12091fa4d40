import { useTranslations } from 'next-intl';
import { cn } from '@/lib/presentation/cn';
import { NavLink } from '@/components/ui/nav-link';
import { TEACHER_NAV } from '@/components/teacher/nav-items';

/** The teacher area's section links, grouped. Server-rendered; NavLink marks the current one. */
export function SidebarNav({ className }: { className?: string }) {
  const t = useTranslations('teacherShell.nav');
  return (
    <nav aria-label={t('label')} className={cn('flex flex-col gap-6', className)}>
      {TEACHER_NAV.map((group) => (
        <div key={group.label} className="flex flex-col gap-1">
          <h2 className="text-subtle-foreground px-3 pb-1 text-[0.6875rem] font-semibold tracking-wider uppercase">
            {t(`groups.${group.label}`)}
          </h2>
          <ul className="flex flex-col gap-0.5" role="list">
            {group.items.map(({ href, label, icon: Icon, exact }) => (
              <li key={href}>
                <NavLink
                  href={href}
                  exact={exact}
                  className={cn(
                    'group text-muted-foreground flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                    'hover:bg-surface-muted hover:text-foreground',
                    'aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-soft-foreground',
                  )}
                >
                  <Icon
                    className="text-subtle-foreground group-hover:text-foreground group-aria-[current=page]:text-primary size-4.5 shrink-0"
                    aria-hidden="true"
                  />
                  {t(`items.${label}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
