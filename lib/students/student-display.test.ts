import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { deleteStudent } from './delete-student';
import { listStudents } from './list-students';
import { ZListStudentsQuery } from './schemas';
import { deletedStudentName, displayStudent, studentDisplaySelect } from './student-display';

describe('displayStudent', () => {
  it('shows a live student as they are', () => {
    const student = { id: 's1', name: 'Ana', email: 'ana@example.test', phone: '+34 600', deletedAt: null };
    expect(displayStudent(student)).toEqual({ ...student, deletedAt: undefined, deleted: false });
    expect(displayStudent(null)).toBeNull();
  });

  it('strips name, e-mail and phone of a deleted or erased student, keeping the id', () => {
    const gone = { id: 's1', name: 'Ana', email: 'ana@example.test', phone: '+34 600' };
    const expected = { id: 's1', name: deletedStudentName, email: null, phone: null, deleted: true };
    expect(displayStudent({ ...gone, deletedAt: new Date() })).toEqual(expected);
    expect(displayStudent({ ...gone, deletedAt: null, anonymizedAt: new Date() })).toEqual(expected);
  });
});

describe('a deleted student', () => {
  it('vanishes from the roster, and a session query shows them without personal data', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id });
    const student = await createStudent({ teacherId: teacher.id, name: 'Vanishing Vera', phone: '+34 600 000 000' });
    const session = await createSession({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });
    await deleteStudent({ teacherId: teacher.id, studentId: student.id });

    const roster = await listStudents({ teacherId: teacher.id, query: ZListStudentsQuery.parse({ search: 'Vera' }) });
    expect(roster).toMatchObject({ total: 0, data: [] });

    const row = await db.session.findUniqueOrThrow({
      where: { id: session.id },
      select: { id: true, student: { select: studentDisplaySelect } },
    });
    const shown = displayStudent(row.student);
    expect(shown).toEqual({ id: student.id, name: 'Deleted student', email: null, phone: null, deleted: true });
    expect(JSON.stringify(shown)).not.toMatch(/Vera|600 000|@/);
  });

  it('cannot be deleted twice, nor by another teacher', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    await expect(deleteStudent({ teacherId: (await createTeacher()).id, studentId: student.id })).rejects.toMatchObject(
      {
        code: 'NOT_FOUND',
      },
    );
    expect((await db.student.findUniqueOrThrow({ where: { id: student.id } })).deletedAt).toBeNull();
    await deleteStudent({ teacherId: teacher.id, studentId: student.id });
    await expect(deleteStudent({ teacherId: teacher.id, studentId: student.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
