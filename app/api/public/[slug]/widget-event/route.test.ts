/** POST /api/public/:slug/widget-event — views and clicks of a widget, 120/min per IP. */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createService, createTeacher } from '@/test/factories';
import { callRoute } from '@/test/http';
import { POST } from './route';

const send = (slug: string, body: unknown, ip?: string) =>
  callRoute(POST, { method: 'POST', path: `/api/public/${slug}/widget-event`, params: { slug }, body, ip });

async function widget() {
  const teacher = await createTeacher();
  const service = await createService({ teacherId: teacher.id });
  const config = await db.widgetConfig.create({ data: { teacherId: teacher.id, name: 'W' } });
  return { teacher, service, config };
}

describe('POST /api/public/:slug/widget-event', () => {
  it('records a view and a click (source widget), answering 202 accepted', async () => {
    const { teacher, service, config } = await widget();
    const view = await send(teacher.slug, { configId: config.id, type: 'widget_view', visitorId: 'abcdef0123456789' });
    expect(view.status).toBe(202);
    expect(view.json).toEqual({ accepted: true });
    const click = await send(teacher.slug, { configId: config.id, type: 'widget_click', serviceId: service.id });
    expect(click.status).toBe(202);
    const events = await db.analyticsEvent.findMany({
      where: { teacherId: teacher.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(events).toMatchObject([
      {
        type: 'widget_view',
        source: 'widget',
        widgetConfigId: config.id,
        sessionId: 'abcdef0123456789',
        serviceId: null,
      },
      { type: 'widget_click', source: 'widget', widgetConfigId: config.id, serviceId: service.id, sessionId: null },
    ]);
  });

  it('keeps only the origin of the page that frames the widget', async () => {
    const { teacher, config } = await widget();
    const view = { configId: config.id, type: 'widget_view', referrer: 'https://school.test/lessons?student=ana' };
    expect((await send(teacher.slug, view)).status).toBe(202);
    const [event] = await db.analyticsEvent.findMany({ where: { teacherId: teacher.id } });
    expect(event).toMatchObject({ widgetConfigId: config.id, referrer: 'https://school.test' });
  });

  it('is strict: other types, unknown fields, a click without its service and a bad visitor id are 400', async () => {
    const { teacher, config } = await widget();
    for (const body of [
      { configId: config.id, type: 'page_view' },
      { configId: config.id, type: 'widget_view', ip: '1.2.3.4' },
      { configId: config.id, type: 'widget_click' },
      { configId: config.id, type: 'widget_view', visitorId: 'a b' },
      { type: 'widget_view' },
    ])
      expect((await send(teacher.slug, body)).status, JSON.stringify(body)).toBe(400);
    expect(await db.analyticsEvent.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it("is 404 for an unknown slug, another teacher's widget and another teacher's service", async () => {
    const mine = await widget();
    const theirs = await widget();
    expect((await send('no-such-teacher', { configId: mine.config.id, type: 'widget_view' })).status).toBe(404);
    expect((await send(mine.teacher.slug, { configId: theirs.config.id, type: 'widget_view' })).status).toBe(404);
    const foreignService = { configId: mine.config.id, type: 'widget_click', serviceId: theirs.service.id };
    expect((await send(mine.teacher.slug, foreignService)).status).toBe(404);
    expect(await db.analyticsEvent.count({ where: { teacherId: { in: [mine.teacher.id, theirs.teacher.id] } } })).toBe(
      0,
    );
  });

  it('allows 120 events a minute from one IP; the 121st is 429 with Retry-After', async () => {
    const { teacher, config } = await widget();
    const ip = `198.51.100.${Math.floor(Math.random() * 250)}`;
    const body = { configId: config.id, type: 'widget_view' };
    const statuses = await Promise.all(Array.from({ length: 120 }, () => send(teacher.slug, body, ip)));
    expect(statuses.every((response) => response.status === 202)).toBe(true);
    const refused = await send(teacher.slug, body, ip);
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send(teacher.slug, body, '203.0.113.77')).status).toBe(202);
  });
});
