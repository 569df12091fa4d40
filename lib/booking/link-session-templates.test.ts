/**
 * Applying a lesson template to a session (template versioning): the meet link is copied, a snapshot
 * of the applied version is kept, one use is counted, and later edits of the template, or trashing
 * one of its resources, do not rewrite what the session already shows.
 */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { deleteMaterial } from '@/lib/materials/trash/delete-material';
import { getTemplate } from '@/lib/materials/templates/get-template';
import { updateTemplate } from '@/lib/materials/templates/update-template';
import { createLessonTemplate, createResource, createService, createSession, createTeacher } from '@/test/factories';
import { linkSessionTemplates } from './link-session-templates';
import { listSessionMaterials } from './list-session-materials';

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

async function setup() {
  const teacher = await createTeacher();
  const service = await createService({ teacherId: teacher.id });
  const session = await createSession({ teacherId: teacher.id, serviceId: service.id, meetingUrl: null });
  const [worksheet, recording] = await Promise.all([
    createResource({ teacherId: teacher.id, label: 'Worksheet' }),
    createResource({ teacherId: teacher.id, label: 'Recording' }),
  ]);
  const template = await createLessonTemplate({
    teacherId: teacher.id,
    name: 'Past tense',
    version: 2,
    meetLink: 'https://meet.example.test/past',
    defaultNotes: 'Start with a story',
    resources: {
      create: [
        { resourceId: worksheet.id, position: 0 },
        { resourceId: recording.id, position: 1 },
      ],
    },
  });
  const apply = () =>
    linkSessionTemplates({ teacherId: teacher.id, sessionId: session.id, templateIds: [template.id] });
  const shown = () => listSessionMaterials({ teacherId: teacher.id, sessionId: session.id });
  return { teacher, session, template, worksheet, recording, apply, shown };
}

describe('applying a template to a session', () => {
  it('copies the meet link, snapshots the applied version and counts one use', async () => {
    const { teacher, session, template, worksheet, recording, apply } = await setup();
    const materials = await apply();
    expect(materials.templates).toEqual([{ id: template.id, name: 'Past tense' }]);
    // In the template's order (position), not by id.
    expect(ids(materials.resources)).toEqual(ids([worksheet, recording]));
    const row = await db.session.findUniqueOrThrow({ where: { id: session.id } });
    expect(row.meetingUrl).toBe('https://meet.example.test/past');
    expect(row.teacherNotes).toBe('Start with a story');
    expect((await db.lessonTemplate.findUniqueOrThrow({ where: { id: template.id } })).usageCount).toBe(1);
    const [snapshot, ...more] = await db.templateSnapshot.findMany({ where: { sessionId: session.id } });
    expect(more).toHaveLength(0);
    expect(snapshot).toMatchObject({ teacherId: teacher.id, templateId: template.id, version: 2 });
    expect(snapshot!.content).toMatchObject({
      name: 'Past tense',
      meetLink: 'https://meet.example.test/past',
      resourceIds: [worksheet.id, recording.id],
    });
  });

  it('later edits of the template do not change what the session shows', async () => {
    const { teacher, session, template, worksheet, recording, apply, shown } = await setup();
    await apply();
    const extra = await createResource({ teacherId: teacher.id, label: 'Extra' });
    const edited = await updateTemplate({
      teacherId: teacher.id,
      templateId: template.id,
      input: { name: 'Past tense (new)', meetLink: 'https://meet.example.test/changed', resourceIds: [extra.id] },
    });
    expect(edited.version).toBe(3);

    const materials = await shown();
    expect(materials.templates).toEqual([{ id: template.id, name: 'Past tense' }]);
    expect(ids(materials.resources)).toEqual(ids([worksheet, recording]));
    expect((await db.session.findUniqueOrThrow({ where: { id: session.id } })).meetingUrl).toBe(
      'https://meet.example.test/past',
    );
    // The snapshot still holds version 2.
    expect((await db.templateSnapshot.findFirstOrThrow({ where: { sessionId: session.id } })).version).toBe(2);
  });

  it('a trashed resource no longer shows on the session or on the template; restoring brings it back', async () => {
    const { teacher, template, worksheet, recording, apply, shown } = await setup();
    await apply();
    await deleteMaterial({ teacherId: teacher.id, type: 'resource', id: worksheet.id });

    expect((await shown()).resources.map((r) => r.id)).toEqual([recording.id]);
    const detail = await getTemplate({ teacherId: teacher.id, templateId: template.id });
    expect(detail.resources.map((r) => r.id)).toEqual([recording.id]);
    expect(detail.resourceCount).toBe(1);

    // An edit of the template's links keeps the link to the trashed resource (it is not shown).
    await updateTemplate({ teacherId: teacher.id, templateId: template.id, input: { resourceIds: [recording.id] } });
    await db.resource.update({ where: { id: worksheet.id }, data: { deletedAt: null } });
    expect(ids((await shown()).resources)).toEqual(ids([worksheet, recording]));
    expect((await getTemplate({ teacherId: teacher.id, templateId: template.id })).resources).toHaveLength(2);
  });

  it('a template applied again after removal shows as applied the second time', async () => {
    const { teacher, session, template, apply, shown } = await setup();
    await apply();
    await updateTemplate({ teacherId: teacher.id, templateId: template.id, input: { name: 'Renamed' } });
    await db.sessionTemplate.deleteMany({ where: { sessionId: session.id } });
    await apply();
    expect((await shown()).templates).toEqual([{ id: template.id, name: 'Renamed' }]);
    expect((await db.lessonTemplate.findUniqueOrThrow({ where: { id: template.id } })).usageCount).toBe(2);
    const versions = await db.templateSnapshot.findMany({
      where: { sessionId: session.id },
      orderBy: { createdAt: 'asc' },
      select: { version: true },
    });
    expect(versions.map((v) => v.version)).toEqual([2, 3]);
  });
});
