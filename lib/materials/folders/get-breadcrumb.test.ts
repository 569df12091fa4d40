import { describe, expect, it } from 'vitest';
import { createTeacher } from '@/test/factories';
import { createMaterialFolder } from '@/test/factories/material';
import { countQueries } from '@/test/count-queries';
import { folderChain } from '@/test/materials/folders/folder-chain';
import { getBreadcrumb } from './get-breadcrumb';

describe('getBreadcrumb', () => {
  it('answers the path root first, ending with the folder, in one statement', async () => {
    const teacher = await createTeacher();
    const chain = await folderChain(teacher.id, 4);
    const { result, count } = await countQueries(() =>
      getBreadcrumb({ teacherId: teacher.id, folderId: chain[3]!.id }),
    );
    expect(result.data.map((folder) => [folder.id, folder.depth])).toEqual(
      chain.map((folder, index) => [folder.id, index + 1]),
    );
    expect(result.data[0]).toMatchObject({ parentId: null, name: 'Level 1' });
    expect(count).toBe(1);
    expect((await getBreadcrumb({ teacherId: teacher.id, folderId: chain[0]!.id })).data).toHaveLength(1);
  });

  it("answers 404 for another teacher's folder and a trashed one", async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const foreign = await createMaterialFolder({ teacherId: other.id });
    const trashed = await createMaterialFolder({ teacherId: teacher.id, deletedAt: new Date() });
    for (const folderId of [foreign.id, trashed.id]) {
      await expect(getBreadcrumb({ teacherId: teacher.id, folderId })).rejects.toMatchObject({ status: 404 });
    }
  });
});
