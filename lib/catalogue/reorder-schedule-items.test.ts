import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { BusinessRuleError, ConflictError, NotFoundError } from '@/lib/core/errors';
import { createService, createTeacher } from '@/test/factories';
import { reorderScheduleItems } from './reorder-schedule-items';

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
  return { teacher, course, ids: items.map((item) => item.id) };
}

const sequences = async (serviceId: string) =>
  (await db.serviceScheduleItem.findMany({ where: { serviceId }, orderBy: { sequence: 'asc' } })).map((item) => [
    item.title,
    item.sequence,
  ]);

describe('reorderScheduleItems', () => {
  it('puts the items in the order given, sequence 1..n', async () => {
    const { teacher, course, ids } = await courseWithItems(['A', 'B', 'C']);
    const result = await reorderScheduleItems({
      teacherId: teacher.id,
      serviceId: course.id,
      itemIds: [ids[2]!, ids[0]!, ids[1]!],
    });
    expect(result.map((item) => [item.title, item.sequence])).toEqual([
      ['C', 1],
      ['A', 2],
      ['B', 3],
    ]);
    await flushAudits();
    expect(await db.auditLog.count({ where: { entityId: course.id, action: 'service.schedule.reorder' } })).toBe(1);
  });

  it('refuses a list that is not exactly the course items, and changes nothing', async () => {
    const { teacher, course, ids } = await courseWithItems(['A', 'B', 'C']);
    const elsewhere = await courseWithItems(['X']);
    const wrongLists = [
      [ids[1]!, ids[0]!], // one missing
      [ids[2]!, ids[1]!, ids[0]!, randomUUID()], // one unknown
      [ids[2]!, ids[1]!, elsewhere.ids[0]!], // one of another course
      [],
    ];
    for (const itemIds of wrongLists) {
      await expect(
        reorderScheduleItems({ teacherId: teacher.id, serviceId: course.id, itemIds }),
      ).rejects.toBeInstanceOf(ConflictError);
    }
    expect(await sequences(course.id)).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 3],
    ]);
  });

  it("answers 404 for another teacher's course and 422 for a service that is not a course", async () => {
    const { course, ids } = await courseWithItems(['A', 'B']);
    const intruder = await createTeacher();
    await expect(
      reorderScheduleItems({ teacherId: intruder.id, serviceId: course.id, itemIds: [ids[1]!, ids[0]!] }),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect(await sequences(course.id)).toEqual([
      ['A', 1],
      ['B', 2],
    ]);
    const single = await createService({ teacherId: intruder.id, structure: 'package', sessionsIncluded: 5 });
    await expect(
      reorderScheduleItems({ teacherId: intruder.id, serviceId: single.id, itemIds: [] }),
    ).rejects.toBeInstanceOf(BusinessRuleError);
  });
});
