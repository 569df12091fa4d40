import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createLessonTemplate, createResource, createTeacher } from '@/test/factories';
import { createMaterialFolder } from '@/test/factories/material';
import { expectValidTree, folderChain } from '@/test/materials/folders/folder-chain';
import { moveMaterials } from './move-materials';

describe('moveMaterials', () => {
  it('moves folders, templates and resources at once: new parent, last sortOrder, subtree depths, folderId', async () => {
    const teacher = await createTeacher();
    const target = await createMaterialFolder({ teacherId: teacher.id });
    const existing = await createMaterialFolder({ teacherId: teacher.id, parentId: target.id, sortOrder: 4 });
    const [moving, below] = await folderChain(teacher.id, 2);
    const template = await createLessonTemplate({ teacherId: teacher.id });
    const resource = await createResource({ teacherId: teacher.id, folderId: below!.id });
    const result = await moveMaterials({
      teacherId: teacher.id,
      input: {
        items: [
          { type: 'folder', id: moving!.id },
          { type: 'template', id: template.id },
          { type: 'resource', id: resource.id },
        ],
        targetFolderId: target.id,
      },
    });
    expect(result).toEqual({
      results: [
        { type: 'folder', id: moving!.id, ok: true },
        { type: 'template', id: template.id, ok: true },
        { type: 'resource', id: resource.id, ok: true },
      ],
      succeeded: 3,
      failed: 0,
    });
    expect(await db.materialFolder.findUniqueOrThrow({ where: { id: moving!.id } })).toMatchObject({
      parentId: target.id,
      depth: 2,
      sortOrder: existing.sortOrder + 1,
    });
    expect(await db.materialFolder.findUniqueOrThrow({ where: { id: below!.id } })).toMatchObject({ depth: 3 });
    expect(await db.lessonTemplate.findUniqueOrThrow({ where: { id: template.id } })).toMatchObject({
      folderId: target.id,
    });
    expect(await db.resource.findUniqueOrThrow({ where: { id: resource.id } })).toMatchObject({ folderId: target.id });
    await flushAudits();
    expect(await db.auditLog.findFirst({ where: { teacherId: teacher.id, action: 'materials.move' } })).not.toBeNull();

    await moveMaterials({
      teacherId: teacher.id,
      input: {
        items: [
          { type: 'folder', id: below!.id },
          { type: 'template', id: template.id },
        ],
        targetFolderId: null,
      },
    });
    expect(await db.materialFolder.findUniqueOrThrow({ where: { id: below!.id } })).toMatchObject({
      parentId: null,
      depth: 1,
    });
    expect(await db.lessonTemplate.findUniqueOrThrow({ where: { id: template.id } })).toMatchObject({ folderId: null });
    await expectValidTree(teacher.id);
  });

  it('reports refused items (NOT_FOUND, FOLDER_CYCLE, FOLDER_DEPTH_EXCEEDED) and moves the rest', async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const chain = await folderChain(teacher.id, 3);
    const target = chain[2]!; // depth 3
    const tall = await folderChain(teacher.id, 3); // height 2: would reach depth 6
    const fits = await createMaterialFolder({ teacherId: teacher.id });
    const foreignTemplate = await createLessonTemplate({ teacherId: other.id, name: 'Theirs' });
    const trashedResource = await createResource({ teacherId: teacher.id, deletedAt: new Date() });
    const resource = await createResource({ teacherId: teacher.id });
    const foreignFolder = await createMaterialFolder({ teacherId: other.id });
    const result = await moveMaterials({
      teacherId: teacher.id,
      input: {
        items: [
          { type: 'folder', id: chain[0]!.id },
          { type: 'folder', id: target.id },
          { type: 'folder', id: tall[0]!.id },
          { type: 'folder', id: foreignFolder.id },
          { type: 'folder', id: fits.id },
          { type: 'template', id: foreignTemplate.id },
          { type: 'resource', id: trashedResource.id },
          { type: 'resource', id: resource.id },
        ],
        targetFolderId: target.id,
      },
    });
    expect(result.results.map((item) => (item.ok ? 'ok' : item.error!.code))).toEqual([
      'FOLDER_CYCLE',
      'FOLDER_CYCLE',
      'FOLDER_DEPTH_EXCEEDED',
      'NOT_FOUND',
      'ok',
      'NOT_FOUND',
      'NOT_FOUND',
      'ok',
    ]);
    expect(result).toMatchObject({ succeeded: 2, failed: 6 });
    expect(await db.materialFolder.findUniqueOrThrow({ where: { id: fits.id } })).toMatchObject({
      parentId: target.id,
      depth: 4,
    });
    expect(await db.materialFolder.findUniqueOrThrow({ where: { id: tall[0]!.id } })).toMatchObject({
      parentId: null,
      depth: 1,
    });
    expect(await db.materialFolder.findUniqueOrThrow({ where: { id: chain[0]!.id } })).toMatchObject({
      parentId: null,
    });
    expect(await db.materialFolder.findUniqueOrThrow({ where: { id: foreignFolder.id } })).toMatchObject({
      parentId: null,
    });
    expect(await db.lessonTemplate.findUniqueOrThrow({ where: { id: foreignTemplate.id } })).toMatchObject({
      folderId: null,
    });
    expect(await db.resource.findUniqueOrThrow({ where: { id: trashedResource.id } })).toMatchObject({
      folderId: null,
    });
    await expectValidTree(teacher.id);
  });

  it("answers 404 for another teacher's or a trashed target and moves nothing", async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const foreign = await createMaterialFolder({ teacherId: other.id });
    const trashed = await createMaterialFolder({ teacherId: teacher.id, deletedAt: new Date() });
    const resource = await createResource({ teacherId: teacher.id });
    for (const targetFolderId of [foreign.id, trashed.id]) {
      await expect(
        moveMaterials({
          teacherId: teacher.id,
          input: { items: [{ type: 'resource', id: resource.id }], targetFolderId },
        }),
      ).rejects.toMatchObject({ status: 404 });
    }
    expect(await db.resource.findUniqueOrThrow({ where: { id: resource.id } })).toMatchObject({ folderId: null });
  });

  it('two concurrent bulk moves that together would make a cycle: one wins, the other is refused', async () => {
    const teacher = await createTeacher();
    const a = await createMaterialFolder({ teacherId: teacher.id });
    const b = await createMaterialFolder({ teacherId: teacher.id });
    const [first, second] = await Promise.all([
      moveMaterials({ teacherId: teacher.id, input: { items: [{ type: 'folder', id: a.id }], targetFolderId: b.id } }),
      moveMaterials({ teacherId: teacher.id, input: { items: [{ type: 'folder', id: b.id }], targetFolderId: a.id } }),
    ]);
    expect([first.succeeded, second.succeeded].sort()).toEqual([0, 1]);
    expect([...first.results, ...second.results].find((item) => !item.ok)?.error?.code).toBe('FOLDER_CYCLE');
    await expectValidTree(teacher.id);
  });
});
