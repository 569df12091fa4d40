import { describe, expect, it } from 'vitest';
import { createLessonTemplate, createResource, createTeacher } from '@/test/factories';
import { createMaterialFolder } from '@/test/factories/material';
import { countQueries } from '@/test/count-queries';
import { deleteMaterial } from '../trash/delete-material';
import { moveMaterials } from '../move/move-materials';
import { createFolder } from './create-folder';
import { seedItems } from '@/test/materials/folders/folder-chain';
import { getFolderTree } from './get-folder-tree';
import type { TFolderTreeNode } from './schemas';

const find = (nodes: TFolderTreeNode[], id: string): TFolderTreeNode | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = find(node.children, id);
    if (below) return below;
  }
  return undefined;
};
const countOf = async (teacherId: string, id: string) => find((await getFolderTree({ teacherId })).data, id)?.itemCount;

describe('getFolderTree', () => {
  it('answers the live folders as a tree in sortOrder, with subtree item counts and the root count', async () => {
    const teacher = await createTeacher();
    const second = await createMaterialFolder({ teacherId: teacher.id, name: 'B', sortOrder: 1 });
    const first = await createMaterialFolder({ teacherId: teacher.id, name: 'A', sortOrder: 0 });
    const child = await createMaterialFolder({ teacherId: teacher.id, parentId: first.id });
    const grandchild = await createMaterialFolder({ teacherId: teacher.id, parentId: child.id });
    await createMaterialFolder({ teacherId: teacher.id, parentId: first.id, deletedAt: new Date() });
    await createLessonTemplate({ teacherId: teacher.id, folderId: first.id });
    await createResource({ teacherId: teacher.id, folderId: child.id });
    await createResource({ teacherId: teacher.id, folderId: grandchild.id });
    await createResource({ teacherId: teacher.id, folderId: grandchild.id, deletedAt: new Date() });
    await createResource({ teacherId: teacher.id });
    await createLessonTemplate({ teacherId: teacher.id });
    await createLessonTemplate({ teacherId: teacher.id, deletedAt: new Date() });
    const other = await createTeacher();
    await createResource({ teacherId: other.id, folderId: (await createMaterialFolder({ teacherId: other.id })).id });

    const tree = await getFolderTree({ teacherId: teacher.id });
    expect(tree.rootItemCount).toBe(2);
    expect(tree.data.map((node) => node.id)).toEqual([first.id, second.id]);
    expect(tree.data[0]).toMatchObject({
      id: first.id,
      name: 'A',
      depth: 1,
      parentId: null,
      itemCount: 3,
      children: [
        {
          id: child.id,
          depth: 2,
          itemCount: 2,
          children: [{ id: grandchild.id, depth: 3, itemCount: 1, children: [] }],
        },
      ],
    });
    expect(tree.data[1]).toMatchObject({ itemCount: 0, children: [] });
    expect(tree.data[0]!.createdAt).toMatch(/Z$/);
  });

  it('keeps itemCount right after create, move and delete', async () => {
    const teacher = await createTeacher();
    const top = await createFolder({ teacherId: teacher.id, input: { name: 'Top' } });
    const inner = await createFolder({ teacherId: teacher.id, input: { name: 'Inner', parentId: top.id } });
    const elsewhere = await createFolder({ teacherId: teacher.id, input: { name: 'Elsewhere' } });
    expect(await countOf(teacher.id, top.id)).toBe(0);

    const template = await createLessonTemplate({ teacherId: teacher.id, folderId: inner.id });
    const resource = await createResource({ teacherId: teacher.id, folderId: inner.id });
    expect(await countOf(teacher.id, top.id)).toBe(2);
    expect(await countOf(teacher.id, inner.id)).toBe(2);

    await moveMaterials({
      teacherId: teacher.id,
      input: { items: [{ type: 'resource', id: resource.id }], targetFolderId: elsewhere.id },
    });
    expect(await countOf(teacher.id, top.id)).toBe(1);
    expect(await countOf(teacher.id, elsewhere.id)).toBe(1);

    await moveMaterials({
      teacherId: teacher.id,
      input: { items: [{ type: 'folder', id: inner.id }], targetFolderId: elsewhere.id },
    });
    expect(await countOf(teacher.id, top.id)).toBe(0);
    expect(await countOf(teacher.id, elsewhere.id)).toBe(2);

    await deleteMaterial({ teacherId: teacher.id, type: 'template', id: template.id });
    expect(await countOf(teacher.id, elsewhere.id)).toBe(1);
    await deleteMaterial({ teacherId: teacher.id, type: 'folder', id: elsewhere.id });
    const tree = await getFolderTree({ teacherId: teacher.id });
    expect(tree.data.map((node) => node.id)).toEqual([top.id]);
    expect(tree.rootItemCount).toBe(0);
  });

  it('answers an empty tree for a teacher without folders', async () => {
    const teacher = await createTeacher();
    await createResource({ teacherId: teacher.id });
    expect(await getFolderTree({ teacherId: teacher.id })).toEqual({ data: [], rootItemCount: 1 });
  });

  it('uses one statement whatever the size (10 and 1,000 items)', async () => {
    const counts: number[] = [];
    for (const size of [10, 1000]) {
      const teacher = await createTeacher();
      const folders = [await createMaterialFolder({ teacherId: teacher.id })];
      for (let index = 1; index < Math.ceil(size / 20); index += 1) {
        folders.push(
          await createMaterialFolder({ teacherId: teacher.id, parentId: index % 3 ? folders[0]!.id : null }),
        );
      }
      await seedItems(
        teacher.id,
        size,
        folders.map((folder) => folder.id),
      );
      const { result, count } = await countQueries(() => getFolderTree({ teacherId: teacher.id }));
      const total = result.rootItemCount + result.data.reduce((sum, node) => sum + node.itemCount, 0);
      expect(total).toBe(size);
      counts.push(count);
    }
    expect(counts[0]).toBe(1);
    expect(counts[1]).toBe(counts[0]);
  });
});
