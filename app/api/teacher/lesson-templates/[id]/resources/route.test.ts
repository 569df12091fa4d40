/** GET /api/teacher/lesson-templates/:id/resources: position order, trashed left out, tenancy. */
import { describe, expect, it } from 'vitest';
import { createLessonTemplate, createResource, createTag, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET } from './route';

const resources = (cookie: string, id: string) =>
  callRoute(GET, { path: `/api/teacher/lesson-templates/${id}/resources`, params: { id }, cookie });

describe('GET /api/teacher/lesson-templates/:id/resources', () => {
  it('answers the live linked resources as Resource JSON, in position order', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const tag = await createTag({ teacherId: teacher.id });
    const first = await createResource({
      teacherId: teacher.id,
      type: 'homework',
      provider: 'video_a',
      isFavorite: true,
      tags: { create: [{ tagId: tag.id }] },
    });
    const second = await createResource({ teacherId: teacher.id });
    const trashed = await createResource({ teacherId: teacher.id, deletedAt: new Date() });
    const template = await createLessonTemplate({
      teacherId: teacher.id,
      resources: {
        create: [
          { resourceId: second.id, position: 5 },
          { resourceId: trashed.id, position: 0 },
          { resourceId: first.id, position: 1 },
        ],
      },
    });
    const response = await resources(cookie, template.id);
    expect(response.status).toBe(200);
    expect(response.json.data.map((r: { id: string }) => r.id)).toEqual([first.id, second.id]);
    expect(response.json.data[0]).toMatchObject({
      id: first.id,
      type: 'homework',
      provider: 'video_a',
      favorite: true,
      tags: [{ id: tag.id, name: tag.name, color: tag.color }],
      folderId: null,
      linkedTemplateCount: 1,
    });
  });

  it("another teacher's or a trashed template is 404", async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const other = await createTeacher();
    const foreign = await createLessonTemplate({ teacherId: other.id });
    const trashed = await createLessonTemplate({ teacherId: teacher.id, deletedAt: new Date() });
    expect((await resources(cookie, foreign.id)).status).toBe(404);
    expect((await resources(cookie, trashed.id)).status).toBe(404);
  });
});
