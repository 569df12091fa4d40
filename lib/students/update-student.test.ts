import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createStudent, createTag, createTeacher } from '@/test/factories';
import { ZUpdateStudentInput } from './schemas';
import { updateStudent } from './update-student';

const patch = (teacherId: string, studentId: string, fields: Record<string, unknown>) =>
  updateStudent({ teacherId, studentId, input: ZUpdateStudentInput.parse(fields) });
const eventTypes = async (studentId: string) =>
  (await db.studentLifecycleEvent.findMany({ where: { studentId } }))
    .map((event) => ({ type: event.type, metadata: event.metadata }))
    .sort((a, b) => a.type.localeCompare(b.type));

describe('updateStudent', () => {
  it('replaces the whole set of tags', async () => {
    const teacher = await createTeacher();
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createTag({ teacherId: teacher.id })));
    const student = await createStudent({
      teacherId: teacher.id,
      tags: { create: [{ tagId: a!.id }, { tagId: b!.id }] },
    });
    const updated = await patch(teacher.id, student.id, { tagIds: [c!.id, b!.id] });
    expect(updated.tagIds).toEqual([b!.id, c!.id].sort());
    expect(await db.studentTag.count({ where: { studentId: student.id } })).toBe(2);
    expect((await patch(teacher.id, student.id, { tagIds: [] })).tagIds).toEqual([]);
    // Without tagIds the tags stay as they are.
    await patch(teacher.id, student.id, { tagIds: [a!.id] });
    expect((await patch(teacher.id, student.id, { notes: 'x' })).tagIds).toEqual([a!.id]);
  });

  it("refuses another teacher's tag and changes nothing", async () => {
    const teacher = await createTeacher();
    const own = await createTag({ teacherId: teacher.id });
    const theirs = await createTag({ teacherId: (await createTeacher()).id });
    const student = await createStudent({
      teacherId: teacher.id,
      notes: 'before',
      tags: { create: [{ tagId: own.id }] },
    });
    await expect(patch(teacher.id, student.id, { notes: 'after', tagIds: [theirs.id] })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'tagIds', message: expect.stringContaining(theirs.id) }],
    });
    const row = await db.student.findUniqueOrThrow({ where: { id: student.id }, include: { tags: true } });
    expect(row.notes).toBe('before');
    expect(row.tags.map((tag) => tag.tagId)).toEqual([own.id]);
  });

  it('records level and mood changes, and a reactivation, only when they change', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id, level: 'A2', mood: null, status: 'inactive' });
    await patch(teacher.id, student.id, { level: 'A2', notes: 'same level' });
    expect(await eventTypes(student.id)).toEqual([]);
    await patch(teacher.id, student.id, { level: 'B1', mood: 'great', status: 'active' });
    expect(await eventTypes(student.id)).toEqual([
      { type: 'level_changed', metadata: { from: 'A2', to: 'B1' } },
      { type: 'mood_updated', metadata: { from: null, to: 'great' } },
      { type: 'reactivated', metadata: { source: 'status_changed_by_teacher' } },
    ]);
  });

  it('checks schedule preferences against the stored ones', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id, preferredStartTime: '17:00' });
    await expect(patch(teacher.id, student.id, { preferredEndTime: '09:00' })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'preferredEndTime', message: 'The end must be after the start' }],
    });
    await expect(
      patch(teacher.id, student.id, { preferredEndTime: '20:00', preferredDays: [1, 3] }),
    ).resolves.toMatchObject({
      preferredStartTime: '17:00',
      preferredEndTime: '20:00',
      preferredDays: [1, 3],
    });
  });

  it('audits the change with personal fields redacted', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id, notes: 'private', level: 'A1' });
    await patch(teacher.id, student.id, { notes: 'still private', level: 'A2' });
    await flushAudits();
    const entry = await db.auditLog.findFirstOrThrow({ where: { entityId: student.id, action: 'student.update' } });
    expect(entry.changes).toEqual({
      notes: { old: '[redacted]', new: '[redacted]' },
      level: { old: 'A1', new: 'A2' },
    });
  });

  it("answers 404 for another teacher's or a deleted student", async () => {
    const teacher = await createTeacher();
    const theirs = await createStudent({ teacherId: (await createTeacher()).id, notes: 'theirs' });
    const deleted = await createStudent({ teacherId: teacher.id, deletedAt: new Date() });
    for (const student of [theirs, deleted]) {
      await expect(patch(teacher.id, student.id, { notes: 'mine now' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await db.student.findUniqueOrThrow({ where: { id: theirs.id } })).notes).toBe('theirs');
  });
});
