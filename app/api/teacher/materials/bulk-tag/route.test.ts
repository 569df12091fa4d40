import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createLessonTemplate, createResource, createTag, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { POST } from './route';

const bulkTag = async (teacherId: string, body: unknown) =>
  callRoute(POST, {
    method: 'POST',
    path: '/api/teacher/materials/bulk-tag',
    body,
    cookie: await teacherCookie(teacherId),
  });

describe('POST /api/teacher/materials/bulk-tag', () => {
  it("tags own live items and reports another teacher's as NOT_FOUND, untouched", async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const tag = await createTag({ teacherId: teacher.id });
    const own = await createResource({ teacherId: teacher.id });
    const foreign = await createResource({ teacherId: other.id });
    const response = await bulkTag(teacher.id, {
      items: [
        { type: 'resource', id: own.id },
        { type: 'resource', id: foreign.id },
      ],
      addTagIds: [tag.id],
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ succeeded: 1, failed: 1 });
    expect(response.json.results[1].error.code).toBe('NOT_FOUND');
    expect(await db.resourceTag.count({ where: { resourceId: own.id, tagId: tag.id } })).toBe(1);
    expect(await db.resourceTag.count({ where: { resourceId: foreign.id } })).toBe(0);
  });

  it('is 400 with nothing to add or remove, an unknown tag id (on its field), a tag added and removed, or an unknown field', async () => {
    const teacher = await createTeacher();
    const tag = await createTag({ teacherId: teacher.id });
    const template = await createLessonTemplate({ teacherId: teacher.id });
    const items = [{ type: 'template', id: template.id }];
    for (const [body, path] of [
      [{ items }, 'addTagIds'],
      [{ items, addTagIds: [], removeTagIds: [] }, 'addTagIds'],
      [{ items, addTagIds: [randomUUID()] }, 'addTagIds'],
      [{ items, removeTagIds: [randomUUID()] }, 'removeTagIds'],
      [{ items, addTagIds: [tag.id], removeTagIds: [tag.id] }, 'removeTagIds'],
      [{ items, addTags: [''] }, 'addTags.0'],
      [{ items, tagIds: [tag.id] }, undefined],
    ] as const) {
      const response = await bulkTag(teacher.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      if (path) expect(response.json.error.details.map((detail: { path: string }) => detail.path)).toContain(path);
    }
    expect(await db.templateTag.count({ where: { templateId: template.id } })).toBe(0);
  });
});
