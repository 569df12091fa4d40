/** Applying lesson templates to a session: links, usage, snapshots, template resources, copied defaults. */
import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createLessonTemplate, createResource, createService, createSession, createTeacher } from '@/test/factories';
import { linkSessionTemplates } from '@/lib/booking/link-session-templates';
import { countQueries } from '@/test/count-queries';
import { callRoute, teacherCookie } from '@/test/http';
import { DELETE, POST } from './route';

async function setup(
  session: { meetingUrl?: string | null; teacherNotes?: string | null; summary?: string | null } = {},
) {
  const teacher = await createTeacher();
  const service = await createService({ teacherId: teacher.id });
  const row = await createSession({ teacherId: teacher.id, serviceId: service.id, meetingUrl: null, ...session });
  return { teacher, session: row, cookie: await teacherCookie(teacher.id) };
}

const link = (cookie: string | undefined, id: string, templateIds: unknown) =>
  callRoute(POST, {
    method: 'POST',
    path: `/api/teacher/sessions/${id}/templates`,
    params: { id },
    cookie,
    body: { templateIds },
  });
const unlink = (cookie: string, id: string, templateId: string) =>
  callRoute(DELETE, {
    method: 'DELETE',
    path: `/api/teacher/sessions/${id}/templates?templateId=${templateId}`,
    params: { id },
    cookie,
  });

const usage = async (id: string) => (await db.lessonTemplate.findUniqueOrThrow({ where: { id } })).usageCount;
const resourceUsage = async (id: string) => (await db.resource.findUniqueOrThrow({ where: { id } })).usageCount;
const content = (id: string) =>
  db.session.findUniqueOrThrow({ where: { id }, select: { meetingUrl: true, teacherNotes: true, summary: true } });

describe('POST /api/teacher/sessions/:id/templates', () => {
  it('links the template and its resources, counts one use, snapshots the version, fills empty fields', async () => {
    const { teacher, session, cookie } = await setup();
    const resource = await createResource({ teacherId: teacher.id });
    const trashed = await createResource({ teacherId: teacher.id, deletedAt: new Date() });
    const template = await createLessonTemplate({
      teacherId: teacher.id,
      name: 'Past tense',
      version: 3,
      meetLink: 'https://meet.example.test/room',
      defaultNotes: 'Warm up first',
      defaultSummary: 'Irregular verbs',
      resources: { create: [{ resourceId: resource.id }, { resourceId: trashed.id, position: 1 }] },
    });

    const response = await link(cookie, session.id, [template.id]);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      templates: [{ id: template.id, name: 'Past tense' }],
      resources: [{ id: resource.id, label: resource.label, url: resource.url }],
    });
    expect(await usage(template.id)).toBe(1);
    expect(await resourceUsage(resource.id)).toBe(1);
    // A trashed resource of the template is not brought along.
    expect(await db.sessionResource.count({ where: { sessionId: session.id, resourceId: trashed.id } })).toBe(0);
    expect(await content(session.id)).toEqual({
      meetingUrl: 'https://meet.example.test/room',
      teacherNotes: 'Warm up first',
      summary: 'Irregular verbs',
    });
    const snapshots = await db.templateSnapshot.findMany({ where: { sessionId: session.id } });
    expect(snapshots).toHaveLength(1);
    expect(snapshots[0]).toMatchObject({ templateId: template.id, teacherId: teacher.id, version: 3 });
    expect(snapshots[0]?.content).toMatchObject({ name: 'Past tense', resourceIds: [resource.id] });
    await flushAudits();
    expect(await db.auditLog.count({ where: { entityId: session.id, action: 'session.link_templates' } })).toBe(1);
  });

  it('is idempotent: a repeat (or a duplicate id) links nothing twice and counts no second use', async () => {
    const { teacher, session, cookie } = await setup();
    const resource = await createResource({ teacherId: teacher.id });
    const template = await createLessonTemplate({
      teacherId: teacher.id,
      resources: { create: [{ resourceId: resource.id }] },
    });
    expect((await link(cookie, session.id, [template.id, template.id])).status).toBe(200);
    const again = await link(cookie, session.id, [template.id]);
    expect(again.status).toBe(200);
    expect(again.json.templates).toHaveLength(1);
    expect(await usage(template.id)).toBe(1);
    expect(await resourceUsage(resource.id)).toBe(1);
    expect(await db.sessionTemplate.count({ where: { sessionId: session.id } })).toBe(1);
    expect(await db.sessionResource.count({ where: { sessionId: session.id } })).toBe(1);
    expect(await db.templateSnapshot.count({ where: { sessionId: session.id } })).toBe(1);
  });

  it('never overwrites a filled field; the first template in the request with a value fills an empty one', async () => {
    const { teacher, session, cookie } = await setup({
      meetingUrl: 'https://meet.example.test/mine',
      teacherNotes: 'My own notes',
      summary: null,
    });
    const first = await createLessonTemplate({ teacherId: teacher.id, meetLink: 'https://meet.example.test/t1' });
    const second = await createLessonTemplate({
      teacherId: teacher.id,
      defaultNotes: 'Template notes',
      defaultSummary: 'From the second',
    });
    const third = await createLessonTemplate({ teacherId: teacher.id, defaultSummary: 'From the third' });
    expect((await link(cookie, session.id, [first.id, second.id, third.id])).status).toBe(200);
    expect(await content(session.id)).toEqual({
      meetingUrl: 'https://meet.example.test/mine',
      teacherNotes: 'My own notes',
      summary: 'From the second',
    });
  });

  it("another teacher's session, another teacher's or a trashed template: 404 and nothing changes", async () => {
    const { teacher, session, cookie } = await setup();
    const other = await setup();
    const own = await createLessonTemplate({ teacherId: teacher.id, defaultNotes: 'Notes' });
    const foreign = await createLessonTemplate({ teacherId: other.teacher.id });
    const trashed = await createLessonTemplate({ teacherId: teacher.id, deletedAt: new Date() });

    expect((await link(cookie, other.session.id, [own.id])).json.error.code).toBe('NOT_FOUND');
    expect((await link(cookie, session.id, [own.id, foreign.id])).status).toBe(404);
    expect((await link(cookie, session.id, [trashed.id])).status).toBe(404);
    expect(await db.sessionTemplate.count({ where: { sessionId: { in: [session.id, other.session.id] } } })).toBe(0);
    expect(await usage(own.id)).toBe(0);
    expect(await usage(foreign.id)).toBe(0);
    expect((await content(session.id)).teacherNotes).toBeNull();
    expect(await db.templateSnapshot.count({ where: { sessionId: session.id } })).toBe(0);
  });

  it('refuses an empty list, more than 20 ids and a signed-out caller', async () => {
    const { teacher, session, cookie } = await setup();
    const template = await createLessonTemplate({ teacherId: teacher.id });
    const many = Array.from({ length: 21 }, () => crypto.randomUUID());
    expect((await link(cookie, session.id, [])).status).toBe(400);
    const tooMany = await link(cookie, session.id, many);
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.error.code).toBe('VALIDATION_ERROR');
    expect((await link(undefined, session.id, [template.id])).status).toBe(401);
    expect(await usage(template.id)).toBe(0);
  });
});

describe('linkSessionTemplates query count', () => {
  it('does not grow with the number of templates and resources', async () => {
    const { teacher } = await setup();
    const service = await createService({ teacherId: teacher.id });
    const template = async () =>
      createLessonTemplate({
        teacherId: teacher.id,
        meetLink: 'https://meet.example.test/x',
        defaultNotes: 'Notes',
        defaultSummary: 'Summary',
        resources: {
          create: await Promise.all(
            [0, 1, 2].map(async (position) => ({
              position,
              resourceId: (await createResource({ teacherId: teacher.id })).id,
            })),
          ),
        },
      });
    const run = async (count: number) => {
      const session = await createSession({ teacherId: teacher.id, serviceId: service.id, meetingUrl: null });
      const ids = await Promise.all(Array.from({ length: count }, async () => (await template()).id));
      return countQueries(() =>
        linkSessionTemplates({ teacherId: teacher.id, sessionId: session.id, templateIds: ids }),
      );
    };
    const one = await run(1);
    const five = await run(5);
    expect(five.result.resources).toHaveLength(15);
    expect(five.count).toBe(one.count);
  });
});

describe('DELETE /api/teacher/sessions/:id/templates', () => {
  it('takes the template off; usage, snapshot and brought resources stay; not linked is 404', async () => {
    const { teacher, session, cookie } = await setup();
    const resource = await createResource({ teacherId: teacher.id });
    const template = await createLessonTemplate({
      teacherId: teacher.id,
      resources: { create: [{ resourceId: resource.id }] },
    });
    await link(cookie, session.id, [template.id]);
    const response = await unlink(cookie, session.id, template.id);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ templates: [], resources: [expect.objectContaining({ id: resource.id })] });
    expect(await usage(template.id)).toBe(1);
    expect(await db.templateSnapshot.count({ where: { sessionId: session.id } })).toBe(1);
    expect((await unlink(cookie, session.id, template.id)).status).toBe(404);
  });

  it("another teacher's session is 404 and keeps its link", async () => {
    const { cookie } = await setup();
    const other = await setup();
    const template = await createLessonTemplate({ teacherId: other.teacher.id });
    await link(other.cookie, other.session.id, [template.id]);
    expect((await unlink(cookie, other.session.id, template.id)).status).toBe(404);
    expect(await db.sessionTemplate.count({ where: { sessionId: other.session.id } })).toBe(1);
  });
});
