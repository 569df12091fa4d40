import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createTeacher } from '@/test/factories';
import { createMaterialFolder } from '@/test/factories/material';
import { expectValidTree, folderChain } from '@/test/materials/folders/folder-chain';
import { ZUpdateFolderInput, type TUpdateFolderInput } from './schemas';
import { updateFolder as update } from './update-folder';

const updateFolder = (teacherId: string, folderId: string, input: TUpdateFolderInput) =>
  update({ teacherId, folderId, input: ZUpdateFolderInput.parse(input) });

const snapshot = (teacherId: string) =>
  db.materialFolder.findMany({
    where: { teacherId },
    orderBy: { id: 'asc' },
    select: { id: true, name: true, parentId: true, depth: true, sortOrder: true },
  });

describe('updateFolder', () => {
  it('renames and recolours without moving', async () => {
    const teacher = await createTeacher();
    const folder = await createMaterialFolder({ teacherId: teacher.id, name: 'Old' });
    const updated = await updateFolder(teacher.id, folder.id, { name: ' New ', color: '#112233', emoji: null });
    expect(updated).toMatchObject({
      id: folder.id,
      name: 'New',
      color: '#112233',
      emoji: null,
      depth: 1,
      parentId: null,
    });
  });

  it('moves a folder with its subtree: new parent, last sortOrder, every depth updated (trashed ones too)', async () => {
    const teacher = await createTeacher();
    const [target] = await folderChain(teacher.id, 2);
    const sibling = await createMaterialFolder({ teacherId: teacher.id, parentId: target!.id });
    const moving = await folderChain(teacher.id, 3);
    const trashed = await createMaterialFolder({
      teacherId: teacher.id,
      parentId: moving[2]!.id,
      deletedAt: new Date(),
    });
    const moved = await updateFolder(teacher.id, moving[0]!.id, { parentId: target!.id });
    expect(moved).toMatchObject({ parentId: target!.id, depth: 2, sortOrder: sibling.sortOrder + 1 });
    const depths = await db.materialFolder.findMany({
      where: { id: { in: [...moving.map((folder) => folder.id), trashed.id] } },
      select: { id: true, depth: true },
    });
    expect(Object.fromEntries(depths.map((row) => [row.id, row.depth]))).toEqual({
      [moving[0]!.id]: 2,
      [moving[1]!.id]: 3,
      [moving[2]!.id]: 4,
      [trashed.id]: 5,
    });
    const back = await updateFolder(teacher.id, moving[1]!.id, { parentId: null });
    expect(back).toMatchObject({ parentId: null, depth: 1 });
    await expectValidTree(teacher.id);
  });

  it('refuses a move that would put a folder at depth 6, changing nothing (the name either)', async () => {
    const teacher = await createTeacher();
    const deep = await folderChain(teacher.id, 3);
    const subtree = await folderChain(teacher.id, 3);
    const before = await snapshot(teacher.id);
    await expect(
      updateFolder(teacher.id, subtree[0]!.id, { parentId: deep[2]!.id, name: 'Renamed' }),
    ).rejects.toMatchObject({
      status: 422,
      code: 'FOLDER_DEPTH_EXCEEDED',
    });
    expect(await snapshot(teacher.id)).toEqual(before);
    // A subtree of height 2 fits under depth 2.
    await expect(updateFolder(teacher.id, subtree[0]!.id, { parentId: deep[1]!.id })).resolves.toMatchObject({
      depth: 3,
    });
    await expectValidTree(teacher.id);
  });

  it('refuses a folder into itself or below itself (422 FOLDER_CYCLE), changing nothing', async () => {
    const teacher = await createTeacher();
    const chain = await folderChain(teacher.id, 3);
    const before = await snapshot(teacher.id);
    for (const parentId of [chain[0]!.id, chain[2]!.id]) {
      await expect(updateFolder(teacher.id, chain[0]!.id, { parentId })).rejects.toMatchObject({
        status: 422,
        code: 'FOLDER_CYCLE',
      });
    }
    expect(await snapshot(teacher.id)).toEqual(before);
  });

  it("answers 404 for another teacher's folder or parent, and a trashed one, changing nothing", async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const own = await createMaterialFolder({ teacherId: teacher.id, name: 'Mine' });
    const foreign = await createMaterialFolder({ teacherId: other.id, name: 'Theirs' });
    const trashed = await createMaterialFolder({ teacherId: teacher.id, deletedAt: new Date() });
    await expect(updateFolder(teacher.id, foreign.id, { name: 'Taken' })).rejects.toMatchObject({ status: 404 });
    await expect(updateFolder(teacher.id, trashed.id, { name: 'Taken' })).rejects.toMatchObject({ status: 404 });
    await expect(updateFolder(teacher.id, own.id, { parentId: foreign.id })).rejects.toMatchObject({ status: 404 });
    await expect(updateFolder(teacher.id, own.id, { parentId: trashed.id })).rejects.toMatchObject({ status: 404 });
    expect(await db.materialFolder.findUniqueOrThrow({ where: { id: foreign.id } })).toMatchObject({ name: 'Theirs' });
    expect(await db.materialFolder.findUniqueOrThrow({ where: { id: own.id } })).toMatchObject({
      name: 'Mine',
      parentId: null,
    });
  });

  it('two concurrent moves that together would make a cycle: one wins, the other is refused', async () => {
    const teacher = await createTeacher();
    for (let round = 0; round < 3; round += 1) {
      const a = await createMaterialFolder({ teacherId: teacher.id });
      const b = await createMaterialFolder({ teacherId: teacher.id });
      const outcomes = await Promise.allSettled([
        updateFolder(teacher.id, a.id, { parentId: b.id }),
        updateFolder(teacher.id, b.id, { parentId: a.id }),
      ]);
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const rejected = outcomes.find((outcome) => outcome.status === 'rejected');
      expect(rejected?.reason).toMatchObject({ code: 'FOLDER_CYCLE' });
      await expectValidTree(teacher.id);
    }
  });

  it('two concurrent moves that together would make a 6-deep chain: one wins, the other is refused', async () => {
    const teacher = await createTeacher();
    for (let round = 0; round < 3; round += 1) {
      const base = await folderChain(teacher.id, 3); // depth 1..3
      const middle = await folderChain(teacher.id, 2); // moved under base[2]: depth 4..5
      const top = await folderChain(teacher.id, 3); // moved under middle[1]: depth 2..4 (alone)
      const outcomes = await Promise.allSettled([
        updateFolder(teacher.id, middle[0]!.id, { parentId: base[2]!.id }),
        updateFolder(teacher.id, top[0]!.id, { parentId: middle[1]!.id }),
      ]);
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const rejected = outcomes.find((outcome) => outcome.status === 'rejected');
      expect(rejected?.reason).toMatchObject({ code: 'FOLDER_DEPTH_EXCEEDED' });
      await expectValidTree(teacher.id);
    }
  });
});
