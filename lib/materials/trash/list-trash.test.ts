import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { transaction } from '@/lib/outbox/transaction';
import { createLessonTemplate, createResource } from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import type { TMaterialRef } from '../schemas';
import { listTrash } from './list-trash';
import { restoreFromTrash } from './restore-from-trash';
import { softDeleteMaterials } from './soft-delete-materials';
import { buildTree } from '@/test/materials/trash/trash-tree';

const softDelete = (teacherId: string, items: TMaterialRef[], now: Date) =>
  transaction((tx) => softDeleteMaterials(tx, { teacherId, items, now }));

describe('listTrash', () => {
  it('groups every trashed item, newest first, with its place and the batches', async () => {
    const tree = await buildTree();
    await softDelete(
      tree.teacherId,
      [{ type: 'template', id: tree.rootTemplate.id }],
      new Date('2026-03-01T10:00:00Z'),
    );
    await softDelete(tree.teacherId, [{ type: 'folder', id: tree.b.id }], new Date('2026-03-02T10:00:00Z'));
    await softDelete(tree.teacherId, [{ type: 'resource', id: tree.resourceInS.id }], new Date('2026-03-03T10:00:00Z'));
    const batchId = (await db.materialFolder.findUniqueOrThrow({ where: { id: tree.b.id } })).deletionBatchId;

    const trash = await listTrash({ teacherId: tree.teacherId, query: {} });
    expect(trash.folders.map((folder) => folder.name).sort()).toEqual(['B', 'C']);
    expect(trash.folders.find((folder) => folder.id === tree.b.id)).toEqual({
      type: 'folder',
      id: tree.b.id,
      name: 'B',
      color: null,
      emoji: null,
      parentId: tree.a.id,
      deletedAt: '2026-03-02T10:00:00.000Z',
      deletionBatchId: batchId,
      folderName: 'A',
      insideTrashedFolder: false,
    });
    expect(trash.templates.map((row) => row.id)).toEqual([tree.templateInC.id, tree.rootTemplate.id]);
    expect(trash.templates[0]).toMatchObject({ folderId: tree.c.id, folderName: 'C', insideTrashedFolder: true });
    expect(trash.templates[1]).toMatchObject({ folderId: null, folderName: null, deletionBatchId: null });
    expect(trash.resources.map((row) => row.id)).toEqual([tree.resourceInS.id, tree.resourceInB.id]);
    expect(trash.resources[0]).toMatchObject({
      type: 'resource',
      name: tree.resourceInS.label,
      url: tree.resourceInS.url,
      provider: 'link',
      resourceType: 'material',
      folderName: 'S',
      insideTrashedFolder: false,
    });
    expect(trash.batches).toEqual([
      {
        batchId,
        rootFolder: { id: tree.b.id, name: 'B' },
        deletedAt: '2026-03-02T10:00:00.000Z',
        folders: 2,
        templates: 1,
        resources: 1,
      },
    ]);
    expect(trash.folder).toBeNull();
  });

  it("with folderId answers only that trashed folder's direct trashed contents; 404 for a live or foreign folder", async () => {
    const tree = await buildTree();
    const foreign = await buildTree();
    await softDelete(tree.teacherId, [{ type: 'folder', id: tree.a.id }], new Date());
    await softDelete(foreign.teacherId, [{ type: 'folder', id: foreign.a.id }], new Date());

    const inA = await listTrash({ teacherId: tree.teacherId, query: { folderId: tree.a.id } });
    expect(inA.folder).toEqual({ id: tree.a.id, name: 'A', parentId: null, trashedParent: null });
    const inB = await listTrash({ teacherId: tree.teacherId, query: { folderId: tree.b.id } });
    expect(inB.folder).toMatchObject({ id: tree.b.id, trashedParent: { id: tree.a.id, name: 'A' } });
    expect(inA.folders.map((row) => row.id)).toEqual([tree.b.id]);
    expect(inA.templates.map((row) => row.id)).toEqual([tree.templateInA.id]);
    expect(inA.resources).toEqual([]);
    expect(inA.batches).toHaveLength(1);

    for (const folderId of [tree.s.id, foreign.a.id, randomUUID()]) {
      await expect(listTrash({ teacherId: tree.teacherId, query: { folderId } })).rejects.toMatchObject({
        status: 404,
      });
    }
  });

  it('names a batch by its folder only while the rest of the batch still sits in that folder', async () => {
    const tree = await buildTree();
    await softDelete(tree.teacherId, [{ type: 'folder', id: tree.a.id }], new Date());
    const before = await listTrash({ teacherId: tree.teacherId, query: {} });
    expect(before.batches[0]).toMatchObject({
      rootFolder: { id: tree.a.id, name: 'A' },
      folders: 3,
      templates: 2,
      resources: 1,
    });

    // The resource in B comes back with its path A > B: what is left (C, the templates) no longer hangs under one folder.
    await restoreFromTrash({ teacherId: tree.teacherId, input: { type: 'resource', id: tree.resourceInB.id } });
    const after = await listTrash({ teacherId: tree.teacherId, query: {} });
    expect(after.batches[0]).toMatchObject({ rootFolder: null, folders: 1, templates: 2, resources: 0 });
    expect(after.folders.map((folder) => [folder.name, folder.insideTrashedFolder])).toEqual([['C', false]]);
    expect(after.templates.find((row) => row.id === tree.templateInA.id)).toMatchObject({ insideTrashedFolder: false });
  });

  it('runs a constant number of statements for 3 or 60 trashed items', async () => {
    const statementsFor = async (count: number) => {
      const tree = await buildTree();
      for (let index = 0; index < count; index += 1) {
        await createLessonTemplate({ teacherId: tree.teacherId, folderId: tree.c.id });
        await createResource({ teacherId: tree.teacherId, folderId: tree.s.id });
      }
      await softDelete(
        tree.teacherId,
        [
          { type: 'folder', id: tree.a.id },
          { type: 'folder', id: tree.s.id },
        ],
        new Date(),
      );
      return (await countQueries(() => listTrash({ teacherId: tree.teacherId, query: {} }))).count;
    };
    expect(await statementsFor(30)).toBe(await statementsFor(1));
  });
});
