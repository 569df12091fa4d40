import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { createService, createTeacher } from '@/test/factories';
import { deleteScheduleItem } from './delete-schedule-item';
import { listScheduleItems } from './list-schedule-items';

async function courseWithItems(titles: string[]) {
  const teacher = await createTeacher();
  const course = await createService({ teacherId: teacher.id, structure: 'course' });
  const items = [];
  for (const [index, title] of titles.entries()) {
    items.push(
      await db.serviceScheduleItem.create({
        data: { teacherId: teacher.id, serviceId: course.id, sequence: index + 1, type: 'async_content', title },
      }),
    );
  }
  return { teacher, course, items };
}

describe('deleteScheduleItem', () => {
  it('removes the item and closes the gap', async () => {
    const { teacher, course, items } = await courseWithItems(['A', 'B', 'C', 'D']);
    await deleteScheduleItem({ teacherId: teacher.id, serviceId: course.id, itemId: items[1]!.id });
    const left = await listScheduleItems({ teacherId: teacher.id, serviceId: course.id });
    expect(left.map((item) => [item.title, item.sequence])).toEqual([
      ['A', 1],
      ['C', 2],
      ['D', 3],
    ]);
  });

  it("answers 404 for another teacher's item and deletes nothing", async () => {
    const { course, items } = await courseWithItems(['A']);
    const intruder = await createTeacher();
    await expect(
      deleteScheduleItem({ teacherId: intruder.id, serviceId: course.id, itemId: items[0]!.id }),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect(await db.serviceScheduleItem.count({ where: { serviceId: course.id } })).toBe(1);
  });
});
