import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createService, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { POST } from './route';

describe('POST /api/teacher/services/:id/schedule/reorder', () => {
  it('takes a bare array of item ids in the new order and refuses a list that is not exactly the items', async () => {
    const teacher = await createTeacher();
    const course = await createService({ teacherId: teacher.id, structure: 'course' });
    const [a, b, c] = await Promise.all(
      ['A', 'B', 'C'].map((title, index) =>
        db.serviceScheduleItem.create({
          data: { teacherId: teacher.id, serviceId: course.id, sequence: index + 1, type: 'async_content', title },
        }),
      ),
    );
    const cookie = await teacherCookie(teacher.id);
    const reorder = (body: unknown) =>
      callRoute(POST, {
        method: 'POST',
        path: `/api/teacher/services/${course.id}/schedule/reorder`,
        params: { id: course.id },
        body,
        cookie,
      });
    const saved = await reorder([c!.id, a!.id, b!.id]);
    expect(saved.status).toBe(200);
    expect(saved.json.data.map((item: { title: string }) => item.title)).toEqual(['C', 'A', 'B']);
    const missingOne = await reorder([a!.id, b!.id]);
    expect(missingOne.status).toBe(409);
    const repeated = await reorder([a!.id, a!.id, b!.id]);
    expect(repeated.status).toBe(400);
    // The spec's body is the array itself: an object around it, or no body at all, is refused.
    const wrapped = await reorder({ itemIds: [b!.id, c!.id, a!.id] });
    expect(wrapped.status).toBe(400);
    const empty = await reorder(undefined);
    expect(empty.status).toBe(400);
    const order = await db.serviceScheduleItem.findMany({
      where: { serviceId: course.id },
      orderBy: { sequence: 'asc' },
    });
    expect(order.map((item) => item.title)).toEqual(['C', 'A', 'B']);
  });
});
