import { describe, expect, it } from 'vitest';
import { createStudent, createTag, createTeacher } from '@/test/factories';
import { createTag as createOwnTag } from './create-tag';
import { listTags } from './list-tags';

describe('tags', () => {
  it("lists the teacher's tags by name with the number of non-deleted students carrying each", async () => {
    const teacher = await createTeacher();
    const [beta, alpha] = await Promise.all([
      createTag({ teacherId: teacher.id, name: 'beta', color: '#112233' }),
      createTag({ teacherId: teacher.id, name: 'alpha', color: null }),
    ]);
    await createTag({ teacherId: (await createTeacher()).id, name: 'aaa-theirs' });
    await createStudent({ teacherId: teacher.id, tags: { create: [{ tagId: beta.id }, { tagId: alpha.id }] } });
    await createStudent({ teacherId: teacher.id, tags: { create: [{ tagId: beta.id }] } });
    await createStudent({ teacherId: teacher.id, deletedAt: new Date(), tags: { create: [{ tagId: beta.id }] } });
    expect(await listTags({ teacherId: teacher.id })).toEqual({
      data: [
        { id: alpha.id, name: 'alpha', color: null, studentCount: 1 },
        { id: beta.id, name: 'beta', color: '#112233', studentCount: 2 },
      ],
    });
  });

  it('creates a tag, refusing a name the teacher already uses in any case', async () => {
    const teacher = await createTeacher();
    const tag = await createOwnTag({ teacherId: teacher.id, input: { name: 'Evening', color: '#1f8a70' } });
    expect(tag).toMatchObject({ name: 'Evening', color: '#1f8a70', studentCount: 0 });
    await expect(createOwnTag({ teacherId: teacher.id, input: { name: 'evening' } })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(
      createOwnTag({ teacherId: (await createTeacher()).id, input: { name: 'Evening' } }),
    ).resolves.toBeTruthy();
  });
});
