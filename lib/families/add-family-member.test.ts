import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { ConflictError, NotFoundError } from '@/lib/core/errors';
import { createStudent, createTeacher } from '@/test/factories';
import { addFamilyMember } from './add-family-member';
import { createFamily } from './create-family';

const payer = (name: string) => ({ name, email: `${name}.${crypto.randomUUID().slice(0, 8)}@example.test` });

describe('addFamilyMember', () => {
  it('lets one of two families claiming a student at once win; the other meets a conflict', async () => {
    const teacher = await createTeacher();
    const [first, second] = await Promise.all([
      createFamily({ teacherId: teacher.id, input: { name: 'A', payer: payer('a') } }),
      createFamily({ teacherId: teacher.id, input: { name: 'B', payer: payer('b') } }),
    ]);
    const child = await createStudent({ teacherId: teacher.id });
    const results = await Promise.allSettled([
      addFamilyMember({ teacherId: teacher.id, familyId: first.id, studentId: child.id }),
      addFamilyMember({ teacherId: teacher.id, familyId: second.id, studentId: child.id }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toBeInstanceOf(ConflictError);
    const { familyId } = await db.student.findUniqueOrThrow({ where: { id: child.id } });
    expect([first.id, second.id]).toContain(familyId);
  });

  it("refuses a deleted student and another teacher's family as missing", async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const family = await createFamily({ teacherId: teacher.id, input: { name: 'A', payer: payer('a') } });
    const gone = await createStudent({ teacherId: teacher.id, deletedAt: new Date() });
    await expect(
      addFamilyMember({ teacherId: teacher.id, familyId: family.id, studentId: gone.id }),
    ).rejects.toBeInstanceOf(NotFoundError);
    const theirs = await createStudent({ teacherId: other.id });
    await expect(
      addFamilyMember({ teacherId: other.id, familyId: family.id, studentId: theirs.id }),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect((await db.student.findUniqueOrThrow({ where: { id: theirs.id } })).familyId).toBeNull();
  });
});
