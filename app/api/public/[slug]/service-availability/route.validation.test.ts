import { describe, expect, it } from 'vitest';
import { createService, createTeacher } from '@/test/factories';
import { callRoute } from '@/test/http';
import { GET } from './route';

const availability = (slug: string, query: Record<string, string>, ip?: string) =>
  callRoute(GET, {
    path: `/api/public/${slug}/service-availability?${new URLSearchParams(query)}`,
    params: { slug },
    ip,
  });

describe('GET /api/public/:slug/service-availability: validation and limits', () => {
  it('refuses an unknown zone with the message `Invalid IANA timezone`', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id });
    const response = await availability(teacher.slug, {
      serviceId: service.id,
      timezone: 'Mars/Olympus_Mons',
      start: '2030-01-07',
      end: '2030-01-07',
    });
    expect(response.status).toBe(400);
    expect(response.json.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'timezone', message: 'Invalid IANA timezone' }],
    });
  });

  const valid = { serviceId: '00000000-0000-4000-8000-000000000001', start: '2030-01-07', end: '2030-01-13' };
  it.each([
    ['serviceId missing', { start: valid.start, end: valid.end }, 'serviceId'],
    ['serviceId not a uuid', { ...valid, serviceId: 'abc' }, 'serviceId'],
    ['start missing', { serviceId: valid.serviceId, end: valid.end }, 'start'],
    ['start not a date', { ...valid, start: '2030-02-30' }, 'start'],
    ['end before start', { ...valid, end: '2030-01-06' }, 'end'],
    ['window over 62 days', { ...valid, end: '2030-03-11' }, 'end'],
    ['preferredStart not HH:mm', { ...valid, preferredStart: '25:00' }, 'preferredStart'],
    [
      'preferredEnd not after preferredStart',
      { ...valid, preferredStart: '10:00', preferredEnd: '09:00' },
      'preferredEnd',
    ],
    ['preferredDays out of 1-7', { ...valid, preferredDays: '1,8' }, 'preferredDays.1'],
    ['an unknown parameter', { ...valid, teacherId: valid.serviceId }, '(root)'],
  ])('%s -> 400 on %s', async (_name, query, path) => {
    const response = await availability('any-teacher', query);
    expect(response.status).toBe(400);
    expect(response.json.error.details.map((detail: { path: string }) => detail.path)).toContain(path);
  });

  it('accepts exactly 62 days and a window in the past (no slots)', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id });
    const longest = await availability(teacher.slug, { serviceId: service.id, start: '2030-01-01', end: '2030-03-04' });
    expect(longest.status).toBe(200);
    const past = await availability(teacher.slug, { serviceId: service.id, start: '2020-01-06', end: '2020-01-10' });
    expect(past.json).toEqual({ slots: [] });
  });

  it('allows 30 requests a minute per IP, then answers 429 with Retry-After', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id });
    const ip = `198.51.100.${Math.floor(Math.random() * 250)}`;
    const query = { serviceId: service.id, start: '2020-01-06', end: '2020-01-06' };
    for (let request = 0; request < 30; request++)
      expect((await availability(teacher.slug, query, ip)).status).toBe(200);
    const refused = await availability(teacher.slug, query, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await availability(teacher.slug, query, '203.0.113.9')).status).toBe(200);
  });
});
