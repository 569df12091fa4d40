import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { NotFoundError, ValidationError } from '@/lib/core/errors';
import { createService, createTeacher } from '@/test/factories';
import { ZUpdateScheduleItemInput } from './schemas';
import { updateScheduleItem } from './update-schedule-item';

async function courseWithItem() {
  const teacher = await createTeacher();
  const course = await createService({ teacherId: teacher.id, structure: 'course' });
  const item = await db.serviceScheduleItem.create({
    data: {
      teacherId: teacher.id,
      serviceId: course.id,
      sequence: 1,
      type: 'live_session',
      title: 'Live',
      durationMinutes: 45,
    },
  });
  return { teacher, course, item };
}

describe('updateScheduleItem', () => {
  it('edits an item; turning it into a milestone drops the duration', async () => {
    const { teacher, course, item } = await courseWithItem();
    const edit = (raw: Record<string, unknown>) =>
      updateScheduleItem({
        teacherId: teacher.id,
        serviceId: course.id,
        itemId: item.id,
        input: ZUpdateScheduleItemInput.parse(raw),
      });
    expect(await edit({ title: 'Live Q&A', isOptional: true })).toMatchObject({
      title: 'Live Q&A',
      isOptional: true,
      duration: 45,
      sequence: 1,
    });
    expect(await edit({ type: 'milestone' })).toMatchObject({ type: 'milestone', duration: null });
  });

  it('keeps a live session with a duration', async () => {
    const { teacher, course, item } = await courseWithItem();
    await expect(
      updateScheduleItem({
        teacherId: teacher.id,
        serviceId: course.id,
        itemId: item.id,
        input: { duration: null },
      }),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(await db.serviceScheduleItem.findUniqueOrThrow({ where: { id: item.id } })).toEqual(item);
  });

  it("answers 404 for another teacher's item, or an item reached through another service, and changes nothing", async () => {
    const { teacher, course, item } = await courseWithItem();
    const intruder = await createTeacher();
    const intruderCourse = await createService({ teacherId: intruder.id, structure: 'course' });
    const otherCourse = await createService({ teacherId: teacher.id, structure: 'course' });
    const change = { title: 'Hijacked' };
    await expect(
      updateScheduleItem({ teacherId: intruder.id, serviceId: course.id, itemId: item.id, input: change }),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      updateScheduleItem({ teacherId: intruder.id, serviceId: intruderCourse.id, itemId: item.id, input: change }),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      updateScheduleItem({ teacherId: teacher.id, serviceId: otherCourse.id, itemId: item.id, input: change }),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect(await db.serviceScheduleItem.findUniqueOrThrow({ where: { id: item.id } })).toEqual(item);
  });
});
