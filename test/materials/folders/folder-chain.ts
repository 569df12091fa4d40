/** Test data for the folder tests: a chain of nested folders. Not imported by application code. */
import { db } from '@/lib/core/db';
import { createMaterialFolder } from '@/test/factories/material';

/** A chain of `length` folders of the teacher, each inside the one before; the deepest last. */
export async function folderChain(teacherId: string, length: number, parentId: string | null = null) {
  const chain: Awaited<ReturnType<typeof createMaterialFolder>>[] = [];
  for (let index = 0; index < length; index += 1) {
    chain.push(
      await createMaterialFolder({ teacherId, parentId: chain.at(-1)?.id ?? parentId, name: `Level ${index + 1}` }),
    );
  }
  return chain;
}

/**
 * Throws unless the teacher's folders form a valid tree: every parent exists, no cycle, and every
 * stored depth is the parent's depth + 1 (1 at the root) and at most `maxDepth`.
 */
export async function expectValidTree(teacherId: string, maxDepth = 5) {
  const folders = await db.materialFolder.findMany({
    where: { teacherId },
    select: { id: true, parentId: true, depth: true },
  });
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  for (const folder of folders) {
    let steps = 0;
    for (let at = folder; at.parentId; at = byId.get(at.parentId)!) {
      if (!byId.has(at.parentId)) throw new Error(`Folder ${at.id} has a missing parent`);
      if (++steps > folders.length) throw new Error(`Cycle through folder ${folder.id}`);
    }
    const expected = folder.parentId ? byId.get(folder.parentId)!.depth + 1 : 1;
    if (folder.depth !== expected)
      throw new Error(`Folder ${folder.id} has depth ${folder.depth}, expected ${expected}`);
    if (folder.depth > maxDepth) throw new Error(`Folder ${folder.id} sits at depth ${folder.depth}`);
  }
}

/** `size` live items of the teacher, half templates and half resources, spread over the folders and the root. */
export async function seedItems(teacherId: string, size: number, folderIds: string[]) {
  const folderOf = (index: number) =>
    index % (folderIds.length + 1) === 0 ? null : folderIds[index % folderIds.length]!;
  const half = Math.floor(size / 2);
  await db.lessonTemplate.createMany({
    data: Array.from({ length: half }, (_, index) => ({
      teacherId,
      name: `Template ${index}`,
      folderId: folderOf(index),
    })),
  });
  await db.resource.createMany({
    data: Array.from({ length: size - half }, (_, index) => ({
      teacherId,
      label: `Resource ${index}`,
      url: `https://files.example.test/${teacherId}/${index}`,
      folderId: folderOf(index + 1),
    })),
  });
}
