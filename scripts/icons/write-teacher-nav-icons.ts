// npm run icons:teacher-nav: writes components/teacher/teacher-nav-icons.css from nav-icons.ts (after
// a lucide upgrade or a new section; teacher-nav-icons.test.ts fails until it is run).
import fs from 'node:fs';
import { TEACHER_NAV_ICONS } from '@/components/teacher/nav-icons';
import { navIconsCss } from './nav-icons-css';

export const teacherNavIconsHeader = `/*
 * Written by \`npm run icons:teacher-nav\` from components/teacher/nav-icons.ts: the sidebar's lucide
 * icons as masks, so each teacher page sends a \`data-icon\` per link, not an <svg> (issue 38).
 */`;

fs.writeFileSync(
  'components/teacher/teacher-nav-icons.css',
  navIconsCss('.teacher-nav-group', TEACHER_NAV_ICONS, teacherNavIconsHeader),
);
