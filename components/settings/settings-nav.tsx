'use client';

import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/ui/nav-link';
import { settingsGroups } from './settings-sections';

const linkClass =
  'text-muted-foreground hover:text-foreground hover:bg-muted block rounded-md px-3 py-1.5 text-sm whitespace-nowrap ' +
  'aria-[current=page]:bg-muted aria-[current=page]:text-foreground aria-[current=page]:font-medium';

/**
 * The settings sub-pages: a column beside the page on wide screens, one row that scrolls sideways on
 * a phone (the overview page lists them all as cards there too).
 */
export function SettingsNav() {
  const t = useTranslations('teacherSettings');
  return (
    <nav aria-label={t('nav.label')} className="lg:w-52 lg:shrink-0">
      <div className="-mx-4 overflow-x-auto px-4 pb-2 lg:mx-0 lg:overflow-visible lg:px-0">
        <ul className="flex gap-1 lg:flex-col lg:gap-4">
          <li className="lg:hidden">
            <NavLink href="/teacher/settings" exact className={linkClass}>
              {t('nav.all')}
            </NavLink>
          </li>
          {settingsGroups.map((group) => (
            <li key={group.key} className="contents lg:block">
              <p className="text-muted-foreground hidden px-3 pb-1 text-xs font-semibold tracking-wide uppercase lg:block">
                {t(`groups.${group.key}`)}
              </p>
              <ul className="contents lg:flex lg:flex-col lg:gap-0.5">
                {group.sections.map((section) => (
                  <li key={section.href}>
                    <NavLink href={section.href} className={linkClass}>
                      {t(`sections.${section.key}.title`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
