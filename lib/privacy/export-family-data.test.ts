import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { createPayment, createStudent, createTeacher } from '@/test/factories';
import { exportFamilyData } from './export-family-data';

describe('exportFamilyData', () => {
  it("holds the payer's record and their minor members' data, not an adult member's nor another family's", async () => {
    const teacher = await createTeacher();
    const family = await db.family.create({
      data: {
        teacherId: teacher.id,
        name: 'Rossi',
        payerName: 'Maria Rossi',
        payerEmail: `maria.${teacher.id}@example.test`,
        payerPhone: '+39 333 1',
      },
    });
    const child = await createStudent({
      teacherId: teacher.id,
      familyId: family.id,
      isMinor: true,
      goals: 'Grade 3 piano',
    });
    const adult = await createStudent({ teacherId: teacher.id, familyId: family.id, isMinor: false });
    const stranger = await createStudent({ teacherId: teacher.id, isMinor: true });
    await createPayment({ teacherId: teacher.id, studentId: child.id, amount: 4200 });
    await createPayment({ teacherId: teacher.id, studentId: adult.id, amount: 9900 });

    const data = await exportFamilyData(teacher.id, family.id);
    expect(data.format).toBe('lektio-family-export/1');
    expect(data.payer).toMatchObject({
      familyId: family.id,
      name: 'Maria Rossi',
      email: family.payerEmail,
      phone: '+39 333 1',
    });
    expect(data.minorMembers.map((member) => member.studentId)).toEqual([child.id]);
    expect(data.minorMembers[0]!.categories.student).toMatchObject({ id: child.id, goals: 'Grade 3 piano' });
    expect(data.minorMembers[0]!.categories.payments).toEqual([expect.objectContaining({ amount: 4200 })]);
    const text = JSON.stringify(data);
    expect(text).not.toContain(adult.id);
    expect(text).not.toContain(stranger.id);
    expect(text).not.toContain('9900');
  });

  it("is a 404 for another teacher's family", async () => {
    const owner = await createTeacher();
    const family = await db.family.create({
      data: { teacherId: owner.id, name: 'F', payerName: 'P', payerEmail: `p.${owner.id}@example.test` },
    });
    await expect(exportFamilyData((await createTeacher()).id, family.id)).rejects.toBeInstanceOf(NotFoundError);
  });
});
