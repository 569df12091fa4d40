import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { bulkStudentAction } from './bulk-student-action';

describe('bulkStudentAction', () => {
  it('applies to the valid ids and answers not_found for unknown, deleted and foreign ones, in order', async () => {
    const teacher = await createTeacher();
    const inactive = await createStudent({ teacherId: teacher.id, status: 'inactive' });
    const trial = await createStudent({ teacherId: teacher.id, status: 'trial' });
    const deleted = await createStudent({ teacherId: teacher.id, status: 'inactive', deletedAt: new Date() });
    const foreign = await createStudent({ teacherId: (await createTeacher()).id, status: 'inactive' });
    const unknown = randomUUID();
    const ids = [unknown, inactive.id, deleted.id, trial.id, foreign.id];

    const result = await bulkStudentAction({ teacherId: teacher.id, action: 'activate', studentIds: ids });
    expect(result.results).toEqual([
      { id: unknown, ok: false, error: 'not_found' },
      { id: inactive.id, ok: true },
      { id: deleted.id, ok: false, error: 'not_found' },
      { id: trial.id, ok: true },
      { id: foreign.id, ok: false, error: 'not_found' },
    ]);
    const statuses = await db.student.findMany({ where: { id: { in: ids } }, select: { id: true, status: true } });
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [inactive.id]: 'active',
      [trial.id]: 'active',
      [deleted.id]: 'inactive',
      [foreign.id]: 'inactive',
    });
    // Only the inactive student came back: one reactivation.
    expect(await db.studentLifecycleEvent.count({ where: { studentId: { in: ids }, type: 'reactivated' } })).toBe(1);
  });

  it('deactivates, and deletes softly (a second delete is not_found)', async () => {
    const teacher = await createTeacher();
    const [a, b] = await Promise.all([
      createStudent({ teacherId: teacher.id }),
      createStudent({ teacherId: teacher.id }),
    ]);
    await bulkStudentAction({ teacherId: teacher.id, action: 'deactivate', studentIds: [a.id] });
    expect((await db.student.findUniqueOrThrow({ where: { id: a.id } })).status).toBe('inactive');
    const deleted = await bulkStudentAction({ teacherId: teacher.id, action: 'delete', studentIds: [a.id, b.id] });
    expect(deleted.results.every((row) => row.ok)).toBe(true);
    expect(await db.student.count({ where: { id: { in: [a.id, b.id] }, deletedAt: { not: null } } })).toBe(2);
    const again = await bulkStudentAction({ teacherId: teacher.id, action: 'delete', studentIds: [a.id] });
    expect(again.results).toEqual([{ id: a.id, ok: false, error: 'not_found' }]);
  });
});
