/** /api/teacher/widget-configs and /:id: validation, service ownership, raw CSS refused, tenancy. */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { defaultWidgetTheme } from '@/lib/widget/schemas';
import { createService, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { DELETE as deleteRoute, GET as getRoute, PATCH as patchRoute } from './[id]/route';
import { GET as listRoute, POST as createRoute } from './route';

const path = '/api/teacher/widget-configs';
const create = (cookie: string | undefined, body: unknown) =>
  callRoute(createRoute, { method: 'POST', path, cookie, body });
const list = (cookie: string) => callRoute(listRoute, { path, cookie });
const one = (handler: typeof getRoute, method: string) => (cookie: string, id: string, body?: unknown) =>
  callRoute(handler, { method, path: `${path}/${id}`, params: { id }, cookie, body });
const get = one(getRoute, 'GET');
const patch = one(patchRoute, 'PATCH');
const remove = one(deleteRoute, 'DELETE');

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Home page',
  serviceIds: [],
  theme: defaultWidgetTheme,
  allowedOrigins: ['https://Ana.example/'],
  ...overrides,
});

async function teacherWithService() {
  const teacher = await createTeacher();
  return { teacher, cookie: await teacherCookie(teacher.id), service: await createService({ teacherId: teacher.id }) };
}

describe('widget configs', () => {
  it('creates, lists, reads, updates and deletes a widget of the teacher', async () => {
    const { cookie, service } = await teacherWithService();
    const created = await create(cookie, body({ serviceIds: [service.id] }));
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      name: 'Home page',
      serviceIds: [service.id],
      allowedOrigins: ['https://ana.example'],
      customCss: null,
      last30Days: { views: 0, clicks: 0 },
    });
    const id = created.json.id as string;
    expect((await list(cookie)).json).toMatchObject({ total: 1, data: [{ id }] });
    expect((await get(cookie, id)).json.id).toBe(id);
    const theme = { ...defaultWidgetTheme, layout: 'grid', primaryColor: '#0A0' };
    const updated = await patch(cookie, id, { theme, allowedOrigins: [] });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ theme: { layout: 'grid', primaryColor: '#0a0' }, allowedOrigins: [] });
    expect((await remove(cookie, id)).status).toBe(204);
    expect((await get(cookie, id)).status).toBe(404);
  });

  it('takes the default theme for a body without a theme, and for the fields a partial theme leaves out', async () => {
    const { cookie } = await teacherWithService();
    const { theme: _theme, ...withoutTheme } = body();
    const bare = await create(cookie, withoutTheme);
    expect(bare.status).toBe(201);
    expect(bare.json.theme).toEqual(defaultWidgetTheme);
    const partial = await create(cookie, body({ theme: { primaryColor: '#0A0', layout: 'grid' } }));
    expect(partial.status).toBe(201);
    expect(partial.json.theme).toEqual({ ...defaultWidgetTheme, primaryColor: '#0a0', layout: 'grid' });
    const stored = await db.widgetConfig.findUniqueOrThrow({ where: { id: partial.json.id } });
    expect(stored.theme).toEqual(partial.json.theme);
    for (const theme of [{ primaryColor: 'red' }, { radius: 30 }, { shadow: true }]) {
      const refused = await create(cookie, body({ theme }));
      expect(refused.status, JSON.stringify(theme)).toBe(400);
    }
  });

  it("merges a partial theme sent by PATCH into the widget's stored theme, not into the defaults", async () => {
    const { cookie } = await teacherWithService();
    const created = await create(cookie, body({ theme: { layout: 'compact', radius: 4, buttonText: 'Reserve' } }));
    const id = created.json.id as string;
    const updated = await patch(cookie, id, { theme: { primaryColor: '#123456' } });
    expect(updated.status).toBe(200);
    expect(updated.json.theme).toEqual({
      ...defaultWidgetTheme,
      layout: 'compact',
      radius: 4,
      buttonText: 'Reserve',
      primaryColor: '#123456',
    });
    // Two partial changes at once: each lands, neither undoes the other.
    await Promise.all([
      patch(cookie, id, { theme: { radius: 12 } }),
      patch(cookie, id, { theme: { textColor: '#222222' } }),
    ]);
    expect((await get(cookie, id)).json.theme).toMatchObject({ layout: 'compact', radius: 12, textColor: '#222222' });
    expect((await patch(cookie, id, { theme: { fontFamily: 'Papyrus' } })).status).toBe(400);
    expect((await patch(cookie, id, { theme: {} })).json.theme).toMatchObject({ layout: 'compact', radius: 12 });
  });

  it('refuses hostile theme values, bad origins, unknown fields and raw CSS with 400, storing nothing', async () => {
    const { teacher, cookie } = await teacherWithService();
    const refusals = [
      body({ theme: { ...defaultWidgetTheme, primaryColor: 'red;}body{display:none' } }),
      body({ theme: { ...defaultWidgetTheme, backgroundColor: 'url(javascript:alert(1))' } }),
      body({ theme: { ...defaultWidgetTheme, textColor: '</style><script>alert(1)</script>' } }),
      body({ theme: { ...defaultWidgetTheme, fontFamily: 'Papyrus' } }),
      body({ theme: { ...defaultWidgetTheme, buttonText: 'x'.repeat(41) } }),
      body({ theme: { ...defaultWidgetTheme, radius: 30 } }),
      body({ allowedOrigins: ['https://ana.example/booking'] }),
      body({ allowedOrigins: ['*'] }),
      body({ customCss: 'body{display:none}' }),
      body({ teacherId: teacher.id }),
    ];
    for (const refused of refusals) {
      const response = await create(cookie, refused);
      expect(response.status, JSON.stringify(refused)).toBe(400);
      expect(response.json.error.code).toBe('VALIDATION_ERROR');
    }
    const colour = await create(cookie, refusals[0]);
    expect(colour.json.error.details).toEqual([{ path: 'theme.primaryColor', message: expect.any(String) }]);
    expect(await db.widgetConfig.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it("refuses another teacher's service (and a deleted one) by position", async () => {
    const { teacher, cookie, service } = await teacherWithService();
    const other = await createService({ teacherId: (await createTeacher()).id });
    const deleted = await createService({ teacherId: teacher.id, deletedAt: new Date() });
    const response = await create(cookie, body({ serviceIds: [service.id, other.id, deleted.id] }));
    expect(response.status).toBe(400);
    expect(response.json.error.details.map((detail: { path: string }) => detail.path)).toEqual([
      'serviceIds.1',
      'serviceIds.2',
    ]);
    const created = await create(cookie, body());
    expect((await patch(cookie, created.json.id, { serviceIds: [other.id] })).status).toBe(400);
  });

  it("answers 404 for another teacher's widget on every route and lists only one's own", async () => {
    const mine = await teacherWithService();
    const theirs = await teacherWithService();
    const id = (await create(theirs.cookie, body())).json.id as string;
    expect((await get(mine.cookie, id)).status).toBe(404);
    expect((await patch(mine.cookie, id, { name: 'Taken over' })).status).toBe(404);
    expect((await remove(mine.cookie, id)).status).toBe(404);
    expect((await list(mine.cookie)).json.total).toBe(0);
    expect((await db.widgetConfig.findUniqueOrThrow({ where: { id } })).name).toBe('Home page');
  });

  it('requires a signed-in teacher', async () => {
    expect((await create(undefined, body())).status).toBe(401);
  });

  it('reports the stored theme as served: a hand-stored hostile value shows as its default', async () => {
    const { teacher, cookie } = await teacherWithService();
    const row = await db.widgetConfig.create({
      data: {
        teacherId: teacher.id,
        name: 'Tampered',
        theme: { ...defaultWidgetTheme, primaryColor: 'red;}body{display:none' },
        allowedOrigins: ['https://ok.example', 'https://a;b.example'],
      },
    });
    const response = await get(cookie, row.id);
    expect(response.json.theme.primaryColor).toBe(defaultWidgetTheme.primaryColor);
    expect(response.json.allowedOrigins).toEqual(['https://ok.example']);
  });
});
