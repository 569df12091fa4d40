import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TEACHER_NAV } from '@/components/teacher/nav-items';
import { TEACHER_NAV_ICONS } from '@/components/teacher/nav-icons';
import { iconMaskUrl } from '@/scripts/icons/icon-mask-url';

const css = fs.readFileSync('components/teacher/teacher-nav-icons.css', 'utf8');

describe('teacher nav icons', () => {
  it('has an icon for every section link', () => {
    const keys = TEACHER_NAV.flatMap((group) => group.items).map((item) => item.label);
    expect(Object.keys(TEACHER_NAV_ICONS).toSorted()).toEqual(keys.toSorted());
  });

  it('draws each link with its lucide icon (else: npm run icons:teacher-nav)', () => {
    for (const [key, Icon] of Object.entries(TEACHER_NAV_ICONS)) {
      expect(css).toContain(`.teacher-nav-group [data-icon='${key}'] {\n  mask-image: ${iconMaskUrl(Icon)};\n}`);
    }
  });
});
