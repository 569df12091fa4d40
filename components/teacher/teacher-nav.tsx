'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { cn } from '@/lib/presentation/cn';
import { isActivePath } from '@/components/ui/nav-link';
import { TEACHER_NAV } from '@/components/teacher/nav-items';
import './teacher-nav.css';
import './teacher-nav-icons.css';

export type TeacherNavLabels = {
  /** The nav landmark's name. */
  label: string;
  /** By the keys of nav-items.ts: `groups.<key>` and `items.<key>` of `teacherShell.nav`. */
  groups: Record<string, string>;
  items: Record<string, string>;
};

/**
 * The teacher area's section links, grouped, the current one marked. Rendered in the browser from
 * the item list (icons included) and its words: the page carries the words, not the sidebar's and
 * the drawer's markup a second time in its payload; the icons are masks in teacher-nav-icons.css,
 * one short `data-icon` per link instead of an `<svg>` in every page (issue 38).
 */
export function TeacherNav({ labels, className }: { labels: TeacherNavLabels; className?: string }) {
  const pathname = usePathname() ?? '';
  return (
    <nav aria-label={labels.label} className={cn('flex flex-col gap-6', className)}>
      {TEACHER_NAV.map((group) => (
        <div key={group.label} className="teacher-nav-group">
          <h2>{labels.groups[group.label]}</h2>
          <ul role="list">
            {group.items.map(({ href, label, exact }) => (
              <li key={href}>
                <Link href={href} aria-current={isActivePath(pathname, href, exact) ? 'page' : undefined}>
                  <span aria-hidden="true" data-icon={label} />
                  {labels.items[label]}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
