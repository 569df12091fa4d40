/** POST /api/teacher/lesson-templates/:id/duplicate: fields, tags and every resource link copied. */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createLessonTemplate, createResource, createTag, createTeacher } from '@/test/factories';
import { createMaterialFolder } from '@/test/factories/material';
import { callRoute, teacherCookie } from '@/test/http';
import { POST } from './route';

const duplicate = (cookie: string, id: string) =>
  callRoute(POST, {
    method: 'POST',
    path: `/api/teacher/lesson-templates/${id}/duplicate`,
    params: { id },
    cookie,
  });

describe('POST /api/teacher/lesson-templates/:id/duplicate', () => {
  it('copies name "(copy)", folder, fields, tags and every link at the same position; usage 0, version 1', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const folder = await createMaterialFolder({ teacherId: teacher.id });
    const tag = await createTag({ teacherId: teacher.id });
    const [a, b] = await Promise.all([createResource({ teacherId: teacher.id }), createResource({ teacherId: teacher.id })]);
    const trashed = await createResource({ teacherId: teacher.id, deletedAt: new Date() });
    const source = await createLessonTemplate({
      teacherId: teacher.id,
      name: 'Conditionals',
      description: 'If I were…',
      categories: ['B1'],
      defaultNotes: 'Notes',
      defaultSummary: 'Summary',
      meetLink: 'https://meet.example.test/c',
      folderId: folder.id,
      usageCount: 12,
      version: 4,
      tags: { create: [{ tagId: tag.id }] },
      resources: {
        create: [
          { resourceId: b.id, position: 0 },
          { resourceId: trashed.id, position: 1 },
          { resourceId: a.id, position: 2 },
        ],
      },
    });

    const response = await duplicate(cookie, source.id);
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      name: 'Conditionals (copy)',
      description: 'If I were…',
      categories: ['B1'],
      defaultNotes: 'Notes',
      defaultSummary: 'Summary',
      meetLink: 'https://meet.example.test/c',
      folderId: folder.id,
      usageCount: 0,
      version: 1,
      resourceCount: 2,
      tags: [{ id: tag.id, name: tag.name, color: tag.color }],
    });
    expect(response.json.id).not.toBe(source.id);
    expect(response.json.resources.map((r: { id: string }) => r.id)).toEqual([b.id, a.id]);
    const links = async (templateId: string) =>
      (await db.templateResource.findMany({ where: { templateId }, orderBy: { position: 'asc' } })).map((link) => [
        link.resourceId,
        link.position,
      ]);
    expect(await links(response.json.id)).toEqual(await links(source.id));
    expect(await links(response.json.id)).toHaveLength(3);
    // The source is untouched.
    expect(await db.lessonTemplate.findUniqueOrThrow({ where: { id: source.id } })).toMatchObject({
      name: 'Conditionals',
      usageCount: 12,
      version: 4,
    });
  });

  it("another teacher's or a trashed template is 404 and nothing is created", async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const other = await createTeacher();
    const foreign = await createLessonTemplate({ teacherId: other.id });
    const trashed = await createLessonTemplate({ teacherId: teacher.id, deletedAt: new Date() });
    expect((await duplicate(cookie, foreign.id)).status).toBe(404);
    expect((await duplicate(cookie, trashed.id)).status).toBe(404);
    expect(await db.lessonTemplate.count({ where: { teacherId: { in: [teacher.id, other.id] } } })).toBe(2);
  });
});
