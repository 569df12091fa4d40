import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createTeacher, uniqueSuffix } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET as publicProfile } from '../../../public/[slug]/route';
import { PATCH } from './route';

const path = '/api/teacher/settings/profile';
const patch = (cookie: string | undefined, body: unknown) => callRoute(PATCH, { method: 'PATCH', path, cookie, body });
const freshSlug = () => `new-${uniqueSuffix()}`;
const stored = (id: string) =>
  db.teacher.findUniqueOrThrow({ where: { id }, select: { name: true, slug: true, bio: true, timezone: true } });
const publicStatus = async (slug: string) =>
  (await callRoute(publicProfile, { path: `/api/public/${slug}`, params: { slug } })).status;

async function signedInTeacher(overrides: Parameters<typeof createTeacher>[0] = {}) {
  const teacher = await createTeacher(overrides);
  return { teacher, cookie: await teacherCookie(teacher.id) };
}

describe('PATCH /api/teacher/settings/profile', () => {
  it('changes every field, answers the profile, moves the public page and audits the change', async () => {
    const { teacher, cookie } = await signedInTeacher({ timezone: 'Europe/Madrid' });
    const slug = freshSlug();
    const response = await patch(cookie, {
      name: '  Maria Lopez ',
      slug,
      bio: 'Spanish teacher in Sevilla',
      timezone: 'America/New_York',
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      id: teacher.id,
      name: 'Maria Lopez',
      email: teacher.email,
      slug,
      bio: 'Spanish teacher in Sevilla',
      avatarUrl: null,
      timezone: 'America/New_York',
      locale: 'en',
      hourCycle: null,
    });
    expect(await stored(teacher.id)).toEqual({
      name: 'Maria Lopez',
      slug,
      bio: 'Spanish teacher in Sevilla',
      timezone: 'America/New_York',
    });
    expect(await publicStatus(slug)).toBe(200);
    expect(await publicStatus(teacher.slug)).toBe(404);

    await flushAudits();
    const audit = await db.auditLog.findFirstOrThrow({
      where: { teacherId: teacher.id, action: 'settings.profile.update' },
    });
    expect(audit).toMatchObject({ actorType: 'teacher', actorId: teacher.id, entityType: 'teacher' });
    expect(audit.changes).toMatchObject({
      slug: { old: teacher.slug, new: slug },
      timezone: { old: 'Europe/Madrid', new: 'America/New_York' },
    });
  });

  it('changes only the fields sent; an empty bio clears it; keeping one’s own slug is fine', async () => {
    const { teacher, cookie } = await signedInTeacher({ bio: 'Old bio' });
    const response = await patch(cookie, { bio: '', slug: teacher.slug });
    expect(response.status).toBe(200);
    expect(await stored(teacher.id)).toEqual({
      name: teacher.name,
      slug: teacher.slug,
      bio: null,
      timezone: teacher.timezone,
    });
  });

  it('refuses a slug another teacher holds with 409 SLUG_TAKEN on the slug field', async () => {
    const other = await createTeacher();
    const { teacher, cookie } = await signedInTeacher();
    const response = await patch(cookie, { slug: other.slug, name: 'Changed' });
    expect(response.status).toBe(409);
    expect(response.json.error).toMatchObject({
      code: 'SLUG_TAKEN',
      details: [{ path: 'slug', message: 'Another teacher already uses this address' }],
    });
    expect(await stored(teacher.id)).toMatchObject({ slug: teacher.slug, name: teacher.name });
  });

  it('two teachers claiming one free slug at once: one wins, the other gets SLUG_TAKEN', async () => {
    const [a, b] = await Promise.all([signedInTeacher(), signedInTeacher()]);
    const slug = freshSlug();
    const statuses = (await Promise.all([patch(a.cookie, { slug }), patch(b.cookie, { slug })])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 409]);
  });

  it('answers the timezone message of the spec', async () => {
    const { cookie } = await signedInTeacher();
    const response = await patch(cookie, { timezone: 'Mars/Olympus' });
    expect(response.status).toBe(400);
    expect(response.json.error.details).toEqual([{ path: 'timezone', message: 'Invalid IANA timezone' }]);
  });

  it.each([
    ['an empty body', {}],
    ['an unknown field', { name: 'Ana', email: 'x@example.test' }],
    ['a slug with upper case', { slug: 'Maria-Lopez' }],
    ['a slug with a space', { slug: 'maria lopez' }],
    ['a slug with an accent', { slug: 'maría' }],
    ['a slug with an underscore', { slug: 'maria_lopez' }],
    ['a slug of two characters', { slug: 'ab' }],
    ['a slug of 61 characters', { slug: 'a'.repeat(61) }],
    ['a slug starting with a hyphen', { slug: '-maria' }],
    ['a reserved slug', { slug: 'teacher' }],
    ['an empty name', { name: '   ' }],
    ['a bio over 2000 characters', { bio: 'x'.repeat(2001) }],
    ['an empty timezone', { timezone: '' }],
  ])('refuses %s with 400 and changes nothing', async (_, body) => {
    const { teacher, cookie } = await signedInTeacher();
    const before = await stored(teacher.id);
    const response = await patch(cookie, body);
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('VALIDATION_ERROR');
    expect(await stored(teacher.id)).toEqual(before);
  });

  it('refuses a caller who is not signed in, and changes only the signed-in teacher', async () => {
    expect((await patch(undefined, { name: 'Nobody' })).status).toBe(401);
    const other = await createTeacher();
    const { cookie } = await signedInTeacher();
    await patch(cookie, { name: 'Mine', slug: freshSlug() });
    expect(await stored(other.id)).toMatchObject({ name: other.name, slug: other.slug });
  });
});
