import { describe, expect, it } from 'vitest';
import { createTeacher, uniqueSuffix } from '@/test/factories';
import { pickFreeTeacherSlug } from './pick-free-teacher-slug';

describe('pickFreeTeacherSlug', () => {
  it("uses the name's slug when it is free", async () => {
    const suffix = uniqueSuffix();
    expect(await pickFreeTeacherSlug(`Ana Ruiz ${suffix}`, 'a@x.test')).toBe(`ana-ruiz-${suffix}`);
  });

  it('suffixes -2, -3... past taken slugs, deleted teachers included', async () => {
    const base = `ana-ruiz-${uniqueSuffix()}`;
    await createTeacher({ slug: base });
    expect(await pickFreeTeacherSlug(base, 'a@x.test')).toBe(`${base}-2`);
    await createTeacher({ slug: `${base}-2`, deletedAt: new Date() });
    expect(await pickFreeTeacherSlug(base, 'a@x.test')).toBe(`${base}-3`);
  });

  it("falls back to the e-mail's local part when the name gives no slug", async () => {
    const suffix = uniqueSuffix();
    expect(await pickFreeTeacherSlug('李雷', `li.lei.${suffix}@x.test`)).toBe(`li-lei-${suffix}`);
  });

  it("never returns one of the app's own top-level paths", async () => {
    const slug = await pickFreeTeacherSlug('Teacher', 'teacher@x.test');
    expect(slug).toMatch(/^teacher-\d+$/);
  });
});
