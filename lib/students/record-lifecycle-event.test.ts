import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/prisma/factories';
import { recordLifecycleEvent } from './record-lifecycle-event';

describe('recordLifecycleEvent', () => {
  it('records first events once per student and repeatable ones every time', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const ids = { teacherId: teacher.id, studentId: student.id };
    expect(await db.$transaction((tx) => recordLifecycleEvent(tx, { ...ids, type: 'first_purchase' }))).toBe(true);
    expect(await db.$transaction((tx) => recordLifecycleEvent(tx, { ...ids, type: 'first_purchase' }))).toBe(false);
    await db.$transaction((tx) => recordLifecycleEvent(tx, { ...ids, type: 'session_completed', metadata: { n: 1 } }));
    await db.$transaction((tx) => recordLifecycleEvent(tx, { ...ids, type: 'session_completed', metadata: { n: 2 } }));
    const events = await db.studentLifecycleEvent.groupBy({ by: ['type'], where: ids, _count: { _all: true } });
    expect(Object.fromEntries(events.map((event) => [event.type, event._count._all]))).toEqual({
      first_purchase: 1,
      session_completed: 2,
    });
  });

  it('rolls back with the transaction that caused it', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    await expect(
      db.$transaction(async (tx) => {
        await recordLifecycleEvent(tx, { teacherId: teacher.id, studentId: student.id, type: 'level_changed' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db.studentLifecycleEvent.count({ where: { studentId: student.id } })).toBe(0);
  });
});
