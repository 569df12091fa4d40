import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createService, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { DELETE, PATCH } from './route';

async function courseWithItem() {
  const teacher = await createTeacher();
  const course = await createService({ teacherId: teacher.id, structure: 'course' });
  const item = await db.serviceScheduleItem.create({
    data: { teacherId: teacher.id, serviceId: course.id, sequence: 1, type: 'async_content', title: 'Read' },
  });
  return { teacher, course, item };
}

const itemRoute = (id: string, itemId: string) => ({
  path: `/api/teacher/services/${id}/schedule/${itemId}`,
  params: { id, itemId },
});

describe('/api/teacher/services/:id/schedule/:itemId', () => {
  it('edits and deletes an item of the teacher', async () => {
    const { teacher, course, item } = await courseWithItem();
    const cookie = await teacherCookie(teacher.id);
    const edited = await callRoute(PATCH, {
      method: 'PATCH',
      ...itemRoute(course.id, item.id),
      body: { title: 'Read more' },
      cookie,
    });
    expect(edited.json).toMatchObject({ id: item.id, title: 'Read more' });
    expect((await callRoute(DELETE, { method: 'DELETE', ...itemRoute(course.id, item.id), cookie })).status).toBe(204);
    expect(await db.serviceScheduleItem.count({ where: { serviceId: course.id } })).toBe(0);
  });

  it('edits the duration by its spec name and answers it as duration', async () => {
    const { teacher, course, item } = await courseWithItem();
    const cookie = await teacherCookie(teacher.id);
    const edit = (body: unknown) =>
      callRoute(PATCH, { method: 'PATCH', ...itemRoute(course.id, item.id), body, cookie });
    const edited = await edit({ type: 'live_session', duration: 45 });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ type: 'live_session', duration: 45 });
    expect(edited.json).not.toHaveProperty('durationMinutes');
    const cleared = await edit({ duration: null });
    expect(cleared.status).toBe(400);
    expect(cleared.json.error.details).toEqual([{ path: 'duration', message: 'A live session needs a duration' }]);
  });

  it("answers 404 for another teacher's item and changes nothing", async () => {
    const { course, item } = await courseWithItem();
    const cookie = await teacherCookie((await createTeacher()).id);
    const edit = await callRoute(PATCH, {
      method: 'PATCH',
      ...itemRoute(course.id, item.id),
      body: { title: 'Mine' },
      cookie,
    });
    const remove = await callRoute(DELETE, { method: 'DELETE', ...itemRoute(course.id, item.id), cookie });
    expect([edit.status, remove.status]).toEqual([404, 404]);
    expect(await db.serviceScheduleItem.findUniqueOrThrow({ where: { id: item.id } })).toEqual(item);
  });
});
