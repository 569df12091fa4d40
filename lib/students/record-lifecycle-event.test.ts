import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { isUniqueViolation } from '@/lib/core/prisma-errors';
import { createStudent, createTeacher } from '@/test/factories';
import { oncePerStudentTypes, recordLifecycleEvent } from './record-lifecycle-event';

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

  it('the database refuses a second once-per-student event, whoever writes it', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    for (const type of oncePerStudentTypes) {
      const data = { teacherId: teacher.id, studentId: student.id, type };
      await db.studentLifecycleEvent.create({ data });
      const second = await db.studentLifecycleEvent.create({ data }).catch((error: unknown) => error);
      expect(isUniqueViolation(second), type).toBe(true);
    }
  });

  it('of concurrent writers of one first event exactly one writes it, and no transaction is aborted', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const ids = { teacherId: teacher.id, studentId: student.id };
    const writers = 6;
    // The embedded database runs them one after another, each waiting its half second first.
    const transactionWaits = { maxWait: 10_000, timeout: 10_000 };
    // Each transaction reads before it writes and waits for the others to have started (on a
    // single-connection embedded database they cannot: the wait then ends after a moment).
    let started = 0;
    const allStarted = () =>
      new Promise<void>((resolve) => {
        const deadline = Date.now() + 500;
        const poll = () => (started >= writers || Date.now() > deadline ? resolve() : setTimeout(poll, 5));
        poll();
      });
    const results = await Promise.all(
      Array.from({ length: writers }, (_, index) =>
        db.$transaction(async (tx) => {
          await tx.studentLifecycleEvent.count({ where: ids });
          started += 1;
          await allStarted();
          const recorded = await recordLifecycleEvent(tx, { ...ids, type: 'first_contact', metadata: { index } });
          // The transaction goes on after a conflict: this write would fail in an aborted one.
          await recordLifecycleEvent(tx, { ...ids, type: 'level_changed', metadata: { index } });
          return recorded;
        }, transactionWaits),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await db.studentLifecycleEvent.count({ where: { ...ids, type: 'first_contact' } })).toBe(1);
    expect(await db.studentLifecycleEvent.count({ where: { ...ids, type: 'level_changed' } })).toBe(writers);
  });
});
