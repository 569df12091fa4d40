import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { BusinessRuleError, NotFoundError } from '@/lib/core/errors';
import { createService, createTeacher } from '@/test/factories';
import { createScheduleItem } from './create-schedule-item';
import { listScheduleItems } from './list-schedule-items';
import { ZCreateScheduleItemInput } from './schemas';

const input = (raw: Record<string, unknown>) => ZCreateScheduleItemInput.parse(raw);

describe('createScheduleItem', () => {
  it('appends items to a course in sequence, without a duration for milestones', async () => {
    const teacher = await createTeacher();
    const course = await createService({ teacherId: teacher.id, structure: 'course' });
    const add = (raw: Record<string, unknown>) =>
      createScheduleItem({ teacherId: teacher.id, serviceId: course.id, input: input(raw) });
    await add({ type: 'live_session', title: 'Welcome', duration: 60 });
    await add({ type: 'async_content', title: 'Reading' });
    await add({ type: 'milestone', title: 'Checkpoint', duration: 30, isOptional: true });
    const items = await listScheduleItems({ teacherId: teacher.id, serviceId: course.id });
    expect(items.map(({ sequence, type, duration, isOptional }) => ({ sequence, type, duration, isOptional }))).toEqual(
      [
        { sequence: 1, type: 'live_session', duration: 60, isOptional: false },
        { sequence: 2, type: 'async_content', duration: null, isOptional: false },
        { sequence: 3, type: 'milestone', duration: null, isOptional: true },
      ],
    );
    await flushAudits();
    expect(await db.auditLog.count({ where: { teacherId: teacher.id, action: 'service.schedule.create' } })).toBe(3);
  });

  it('keeps sequences distinct when items are added at the same time', async () => {
    const teacher = await createTeacher();
    const course = await createService({ teacherId: teacher.id, structure: 'course' });
    await Promise.all(
      ['A', 'B', 'C', 'D'].map((title) =>
        createScheduleItem({
          teacherId: teacher.id,
          serviceId: course.id,
          input: input({ type: 'async_content', title }),
        }),
      ),
    );
    const items = await listScheduleItems({ teacherId: teacher.id, serviceId: course.id });
    expect(items.map((item) => item.sequence)).toEqual([1, 2, 3, 4]);
  });

  it('needs a duration for a live session', () => {
    expect(ZCreateScheduleItemInput.safeParse({ type: 'live_session', title: 'Live' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['duration'] }),
    ]);
  });

  it('refuses services that are not courses (422 NOT_A_COURSE) and those of another teacher (404)', async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const single = await createService({ teacherId: teacher.id, structure: 'single' });
    const foreignCourse = await createService({ teacherId: other.id, structure: 'course' });
    const item = input({ type: 'milestone', title: 'M' });
    const refused = await createScheduleItem({ teacherId: teacher.id, serviceId: single.id, input: item }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(BusinessRuleError);
    expect(refused).toMatchObject({ status: 422, code: 'NOT_A_COURSE' });
    await expect(
      createScheduleItem({ teacherId: teacher.id, serviceId: foreignCourse.id, input: item }),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(listScheduleItems({ teacherId: teacher.id, serviceId: foreignCourse.id })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(await db.serviceScheduleItem.count({ where: { serviceId: { in: [single.id, foreignCourse.id] } } })).toBe(0);
  });
});
