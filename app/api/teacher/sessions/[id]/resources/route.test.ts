/** Linking resources to a session: usage counted once, tenancy, limits. */
import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createResource, createService, createSession, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { DELETE, POST } from './route';

async function setup() {
  const teacher = await createTeacher();
  const service = await createService({ teacherId: teacher.id });
  const session = await createSession({ teacherId: teacher.id, serviceId: service.id });
  return { teacher, session, cookie: await teacherCookie(teacher.id) };
}

const link = (cookie: string | undefined, id: string, resourceIds: unknown) =>
  callRoute(POST, {
    method: 'POST',
    path: `/api/teacher/sessions/${id}/resources`,
    params: { id },
    cookie,
    body: { resourceIds },
  });
const unlink = (cookie: string, id: string, resourceId: string) =>
  callRoute(DELETE, {
    method: 'DELETE',
    path: `/api/teacher/sessions/${id}/resources?resourceId=${resourceId}`,
    params: { id },
    cookie,
  });
const usage = async (id: string) => (await db.resource.findUniqueOrThrow({ where: { id } })).usageCount;

describe('POST /api/teacher/sessions/:id/resources', () => {
  it('links own resources in order, counts one use each, and a repeat changes nothing', async () => {
    const { teacher, session, cookie } = await setup();
    const first = await createResource({ teacherId: teacher.id, label: 'Worksheet' });
    const second = await createResource({ teacherId: teacher.id, label: 'Video' });
    const response = await link(cookie, session.id, [first.id, second.id]);
    expect(response.status).toBe(200);
    expect(response.json.templates).toEqual([]);
    expect(response.json.resources.map((r: { id: string }) => r.id).sort()).toEqual([first.id, second.id].sort());
    expect(response.json.resources).toContainEqual({ id: first.id, label: 'Worksheet', url: first.url });

    const again = await link(cookie, session.id, [first.id, first.id]);
    expect(again.status).toBe(200);
    expect(again.json.resources).toHaveLength(2);
    expect(await usage(first.id)).toBe(1);
    expect(await usage(second.id)).toBe(1);
    expect(await db.sessionResource.count({ where: { sessionId: session.id } })).toBe(2);
    await flushAudits();
    expect(await db.auditLog.count({ where: { entityId: session.id, action: 'session.link_resources' } })).toBe(2);
  });

  it("another teacher's session, another teacher's or a trashed resource: 404 and nothing linked", async () => {
    const { teacher, session, cookie } = await setup();
    const other = await setup();
    const own = await createResource({ teacherId: teacher.id });
    const foreign = await createResource({ teacherId: other.teacher.id });
    const trashed = await createResource({ teacherId: teacher.id, deletedAt: new Date() });
    expect((await link(cookie, other.session.id, [own.id])).status).toBe(404);
    const mixed = await link(cookie, session.id, [own.id, foreign.id]);
    expect(mixed.status).toBe(404);
    expect(mixed.json.error.code).toBe('NOT_FOUND');
    expect((await link(cookie, session.id, [trashed.id])).status).toBe(404);
    expect(await db.sessionResource.count({ where: { sessionId: { in: [session.id, other.session.id] } } })).toBe(0);
    expect(await usage(own.id)).toBe(0);
    expect(await usage(foreign.id)).toBe(0);
  });

  it('refuses an empty list, more than 50 ids, a bad id and a signed-out caller', async () => {
    const { teacher, session, cookie } = await setup();
    const resource = await createResource({ teacherId: teacher.id });
    const many = Array.from({ length: 51 }, () => crypto.randomUUID());
    expect((await link(cookie, session.id, [])).status).toBe(400);
    expect((await link(cookie, session.id, many)).status).toBe(400);
    expect((await link(cookie, session.id, ['not-a-uuid'])).status).toBe(400);
    expect((await link(undefined, session.id, [resource.id])).status).toBe(401);
    expect(await usage(resource.id)).toBe(0);
  });
});

describe('DELETE /api/teacher/sessions/:id/resources', () => {
  it('takes the resource off (its usage stays); not linked or another teacher is 404', async () => {
    const { teacher, session, cookie } = await setup();
    const other = await setup();
    const resource = await createResource({ teacherId: teacher.id });
    await link(cookie, session.id, [resource.id]);
    expect((await unlink(other.cookie, session.id, resource.id)).status).toBe(404);
    const response = await unlink(cookie, session.id, resource.id);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ templates: [], resources: [] });
    expect(await usage(resource.id)).toBe(1);
    expect((await unlink(cookie, session.id, resource.id)).status).toBe(404);
  });
});
