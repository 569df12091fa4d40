import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { listFamilies } from './list-families';
import { ZListFamiliesQuery } from './schemas';

async function teacherWithFamilies(families: number) {
  const teacher = await createTeacher();
  for (let index = 0; index < families; index++) {
    const family = await db.family.create({
      data: {
        teacherId: teacher.id,
        name: `F${index}`,
        payerName: 'P',
        payerEmail: `p${index}.${teacher.id}@example.test`,
      },
    });
    await createStudent({ teacherId: teacher.id, familyId: family.id });
    await createStudent({ teacherId: teacher.id, familyId: family.id, deletedAt: new Date() });
  }
  return teacher.id;
}

describe('listFamilies', () => {
  it('sends the same statements for 3 families and for 9, and leaves deleted members out', async () => {
    const run = (teacherId: string) => () => listFamilies({ teacherId, query: ZListFamiliesQuery.parse({}) });
    const small = await countQueries(run(await teacherWithFamilies(3)));
    const large = await countQueries(run(await teacherWithFamilies(9)));
    expect(small.result.total).toBe(3);
    expect(large.result.data.every((family) => family.members.length === 1)).toBe(true);
    expect(large.count).toBe(small.count);
  }, 120_000);

  it('matches `_` and `%` literally', async () => {
    const teacher = await createTeacher();
    await db.family.create({
      data: { teacherId: teacher.id, name: 'A_B', payerName: 'P', payerEmail: `a.${teacher.id}@example.test` },
    });
    await db.family.create({
      data: { teacherId: teacher.id, name: 'AxB', payerName: 'P', payerEmail: `b.${teacher.id}@example.test` },
    });
    const found = await listFamilies({ teacherId: teacher.id, query: ZListFamiliesQuery.parse({ search: 'a_b' }) });
    expect(found.data.map((family) => family.name)).toEqual(['A_B']);
  });
});
