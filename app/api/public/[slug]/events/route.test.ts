/** POST /api/public/:slug/events — analytics of the public pages, 60/min per IP, nothing personal. */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createService, createTeacher } from '@/test/factories';
import { callRoute } from '@/test/http';
import { POST } from './route';

const send = (slug: string, body: unknown, ip?: string) =>
  callRoute(POST, { method: 'POST', path: `/api/public/${slug}/events`, params: { slug }, body, ip });

async function teacherWithService() {
  const teacher = await createTeacher();
  return { teacher, service: await createService({ teacherId: teacher.id }) };
}

describe('POST /api/public/:slug/events', () => {
  it('stores the event with the path cut at its query and the referrer reduced to its origin; no IP', async () => {
    const { teacher, service } = await teacherWithService();
    const response = await send(
      teacher.slug,
      {
        type: 'service_view',
        serviceId: service.id,
        visitorId: 'v-1234567890',
        path: `/${teacher.slug}/services/x?email=ana@example.com#top`,
        referrer: 'https://www.search.example/results?q=ana+ruiz+phone',
      },
      '198.51.100.23',
    );
    expect(response.status).toBe(202);
    expect(response.json).toEqual({ accepted: true });
    const event = await db.analyticsEvent.findFirstOrThrow({ where: { teacherId: teacher.id } });
    expect(event).toMatchObject({
      type: 'service_view',
      source: 'page',
      serviceId: service.id,
      sessionId: 'v-1234567890',
      path: `/${teacher.slug}/services/x`,
      referrer: 'https://www.search.example',
      widgetConfigId: null,
      metadata: null,
    });
    expect(JSON.stringify(event)).not.toContain('198.51.100.23');
  });

  it('accepts each page event type; a referrer that is not a web address is dropped', async () => {
    const { teacher, service } = await teacherWithService();
    for (const type of ['page_view', 'availability_view', 'booking_started', 'booking_completed'])
      expect((await send(teacher.slug, { type, serviceId: service.id })).status).toBe(202);
    expect((await send(teacher.slug, { type: 'page_view', referrer: 'android-app://x' })).status).toBe(202);
    const events = await db.analyticsEvent.findMany({ where: { teacherId: teacher.id } });
    expect(events).toHaveLength(5);
    expect(events.every((event) => event.referrer === null)).toBe(true);
  });

  it('is strict: unknown types and fields, a long path, a service_view without service are 400', async () => {
    const { teacher } = await teacherWithService();
    for (const body of [
      { type: 'widget_view' },
      { type: 'trial_requested' },
      { type: 'page_view', email: 'ana@example.com' },
      { type: 'page_view', path: `/${'a'.repeat(300)}` },
      { type: 'page_view', path: 'https://elsewhere.example/' },
      { type: 'service_view' },
      { type: 'page_view', serviceId: 'nope' },
    ])
      expect((await send(teacher.slug, body)).status, JSON.stringify(body)).toBe(400);
    expect(await db.analyticsEvent.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it("is 404 for an unknown slug and for another teacher's service", async () => {
    const mine = await teacherWithService();
    const theirs = await teacherWithService();
    expect((await send('no-such-teacher', { type: 'page_view' })).status).toBe(404);
    expect((await send(mine.teacher.slug, { type: 'service_view', serviceId: theirs.service.id })).status).toBe(404);
    expect(await db.analyticsEvent.count({ where: { teacherId: mine.teacher.id } })).toBe(0);
  });

  it('allows 60 events a minute from one IP; the 61st is 429 with Retry-After', async () => {
    const { teacher } = await teacherWithService();
    const ip = `192.0.2.${Math.floor(Math.random() * 250)}`;
    const statuses = await Promise.all(Array.from({ length: 60 }, () => send(teacher.slug, { type: 'page_view' }, ip)));
    expect(statuses.every((response) => response.status === 202)).toBe(true);
    const refused = await send(teacher.slug, { type: 'page_view' }, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send(teacher.slug, { type: 'page_view' }, '203.0.113.78')).status).toBe(202);
  });
});
