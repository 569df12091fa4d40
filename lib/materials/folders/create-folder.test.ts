import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createTeacher } from '@/test/factories';
import { createMaterialFolder } from '@/test/factories/material';
import { createFolder as create } from './create-folder';
import { folderChain } from '@/test/materials/folders/folder-chain';
import { ZCreateFolderInput, type TCreateFolderInput } from './schemas';

const createFolder = ({ teacherId, input }: { teacherId: string; input: TCreateFolderInput }) =>
  create({ teacherId, input: ZCreateFolderInput.parse(input) });

describe('createFolder', () => {
  it('creates root and nested folders, last among their siblings, with depth and trimmed name', async () => {
    const teacher = await createTeacher();
    const first = await createFolder({
      teacherId: teacher.id,
      input: { name: '  Grammar ', color: '#AABBCC', emoji: '📚' },
    });
    expect(first).toMatchObject({
      name: 'Grammar',
      color: '#aabbcc',
      emoji: '📚',
      parentId: null,
      depth: 1,
      sortOrder: 0,
    });
    const second = await createFolder({ teacherId: teacher.id, input: { name: 'Listening' } });
    expect(second).toMatchObject({ depth: 1, sortOrder: 1, color: null, emoji: null });
    const child = await createFolder({ teacherId: teacher.id, input: { name: 'Tenses', parentId: first.id } });
    expect(child).toMatchObject({ parentId: first.id, depth: 2, sortOrder: 0 });
    await flushAudits();
    const audit = await db.auditLog.findFirst({ where: { teacherId: teacher.id, entityId: child.id } });
    expect(audit?.action).toBe('material_folder.create');
  });

  it('refuses a sixth level (422 FOLDER_DEPTH_EXCEEDED) and writes nothing', async () => {
    const teacher = await createTeacher();
    const chain = await folderChain(teacher.id, 5);
    await expect(
      createFolder({ teacherId: teacher.id, input: { name: 'Too deep', parentId: chain[4]!.id } }),
    ).rejects.toMatchObject({ status: 422, code: 'FOLDER_DEPTH_EXCEEDED' });
    expect(await db.materialFolder.count({ where: { teacherId: teacher.id } })).toBe(5);
  });

  it("refuses another teacher's parent or a trashed parent like a missing one (404)", async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const foreign = await createMaterialFolder({ teacherId: other.id });
    const trashed = await createMaterialFolder({ teacherId: teacher.id, deletedAt: new Date() });
    for (const parentId of [foreign.id, trashed.id]) {
      await expect(createFolder({ teacherId: teacher.id, input: { name: 'X', parentId } })).rejects.toMatchObject({
        status: 404,
      });
    }
    expect(await db.materialFolder.count({ where: { teacherId: teacher.id } })).toBe(1);
    expect(await db.materialFolder.count({ where: { parentId: foreign.id } })).toBe(0);
  });
});
