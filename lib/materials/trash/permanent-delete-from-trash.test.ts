import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listSessionMaterials } from '@/lib/booking/list-session-materials';
import { db } from '@/lib/core/db';
import { transaction } from '@/lib/outbox/transaction';
import { createResource, createService, createSession, createStudent, createTeacher } from '@/test/factories';
import type { TMaterialRef } from '../schemas';
import { getTemplate } from '../templates/get-template';
import { permanentDeleteFromTrash } from './permanent-delete-from-trash';
import { restoreFromTrash } from './restore-from-trash';
import { softDeleteMaterials } from './soft-delete-materials';
import { buildTree, trashState } from '@/test/materials/trash/trash-tree';

const softDelete = (teacherId: string, items: TMaterialRef[]) =>
  transaction((tx) => softDeleteMaterials(tx, { teacherId, items }));

/** A session of the teacher linked to the template and the resource, and a drive copy of the resource. */
async function linkEverywhere(teacherId: string, templateId: string, resourceId: string) {
  const service = await createService({ teacherId });
  const student = await createStudent({ teacherId });
  const session = await createSession({ teacherId, serviceId: service.id });
  await db.sessionTemplate.create({ data: { sessionId: session.id, templateId } });
  await db.sessionResource.create({ data: { sessionId: session.id, resourceId } });
  await db.templateResource.create({ data: { templateId, resourceId } });
  await db.driveFileCopy.create({ data: { teacherId, studentId: student.id, resourceId, sessionId: session.id } });
  await db.templateSnapshot.create({ data: { teacherId, templateId, sessionId: session.id, version: 1, content: {} } });
  return session;
}

describe('trashed materials on sessions', () => {
  it('a trashed resource or template leaves the session, comes back on restore, and permanent delete removes the links', async () => {
    const tree = await buildTree();
    const session = await linkEverywhere(tree.teacherId, tree.rootTemplate.id, tree.resourceInS.id);
    const materials = () => listSessionMaterials({ teacherId: tree.teacherId, sessionId: session.id });
    const templateResources = async () =>
      (await getTemplate({ teacherId: tree.teacherId, templateId: tree.rootTemplate.id })).resources.map(
        (row) => row.id,
      );
    expect(await templateResources()).toEqual([tree.resourceInS.id]);
    expect((await materials()).resources.map((row) => row.id)).toEqual([tree.resourceInS.id]);

    await softDelete(tree.teacherId, [
      { type: 'folder', id: tree.s.id },
      { type: 'template', id: tree.rootTemplate.id },
    ]);
    expect(await materials()).toEqual({ templates: [], resources: [] });
    const batchId = (await db.materialFolder.findUniqueOrThrow({ where: { id: tree.s.id } })).deletionBatchId!;
    await restoreFromTrash({ teacherId: tree.teacherId, input: { batchId } });
    await restoreFromTrash({ teacherId: tree.teacherId, input: { type: 'template', id: tree.rootTemplate.id } });
    expect((await materials()).resources.map((row) => row.id)).toEqual([tree.resourceInS.id]);

    await softDelete(tree.teacherId, [{ type: 'resource', id: tree.resourceInS.id }]);
    expect(await templateResources()).toEqual([]); // trashed: left out of the template, link kept
    expect(await db.templateResource.count({ where: { resourceId: tree.resourceInS.id } })).toBe(1);
    const result = await permanentDeleteFromTrash({
      teacherId: tree.teacherId,
      input: { type: 'resource', id: tree.resourceInS.id },
    });
    expect(result).toEqual({ deleted: { folders: 0, templates: 0, resources: 1 } });
    expect(await db.sessionResource.count({ where: { resourceId: tree.resourceInS.id } })).toBe(0);
    expect(await db.templateResource.count({ where: { resourceId: tree.resourceInS.id } })).toBe(0);
    expect(await db.driveFileCopy.count({ where: { resourceId: tree.resourceInS.id } })).toBe(0);

    await softDelete(tree.teacherId, [{ type: 'template', id: tree.rootTemplate.id }]);
    await permanentDeleteFromTrash({
      teacherId: tree.teacherId,
      input: { type: 'template', id: tree.rootTemplate.id },
    });
    expect(await db.sessionTemplate.count({ where: { templateId: tree.rootTemplate.id } })).toBe(0);
    // What the session was given stays: the snapshot survives with its template id cleared.
    expect(await db.templateSnapshot.findFirst({ where: { sessionId: session.id } })).toMatchObject({
      templateId: null,
    });
  });
});

describe('permanentDeleteFromTrash', () => {
  it('a folder takes every folder below it and everything in them, also items trashed earlier on their own', async () => {
    const tree = await buildTree();
    await softDelete(tree.teacherId, [{ type: 'template', id: tree.templateInC.id }]);
    await softDelete(tree.teacherId, [{ type: 'folder', id: tree.c.id }]);
    await softDelete(tree.teacherId, [{ type: 'folder', id: tree.a.id }]);
    const elsewhere = await createResource({ teacherId: tree.teacherId, deletedAt: new Date() });

    const result = await permanentDeleteFromTrash({
      teacherId: tree.teacherId,
      input: { type: 'folder', id: tree.a.id },
    });
    expect(result).toEqual({ deleted: { folders: 3, templates: 2, resources: 1 } });
    const state = await trashState(tree.teacherId);
    for (const item of [tree.a, tree.b, tree.c, tree.templateInA, tree.resourceInB, tree.templateInC]) {
      expect(state.has(item.id)).toBe(false);
    }
    for (const item of [tree.s, tree.resourceInS, tree.rootTemplate, elsewhere]) expect(state.has(item.id)).toBe(true);
  });

  it('{ batchId } deletes that batch; { all: true } empties the trash and leaves live items', async () => {
    const tree = await buildTree();
    await softDelete(tree.teacherId, [
      { type: 'folder', id: tree.c.id },
      { type: 'folder', id: tree.s.id },
    ]);
    const batchOfC = (await db.materialFolder.findUniqueOrThrow({ where: { id: tree.c.id } })).deletionBatchId!;
    expect(await permanentDeleteFromTrash({ teacherId: tree.teacherId, input: { batchId: batchOfC } })).toEqual({
      deleted: { folders: 1, templates: 1, resources: 0 },
    });
    expect((await trashState(tree.teacherId)).has(tree.s.id)).toBe(true);

    await softDelete(tree.teacherId, [{ type: 'template', id: tree.rootTemplate.id }]);
    expect(await permanentDeleteFromTrash({ teacherId: tree.teacherId, input: { all: true } })).toEqual({
      deleted: { folders: 1, templates: 1, resources: 1 },
    });
    const left = [...(await trashState(tree.teacherId)).keys()].sort();
    expect(left).toEqual([tree.a.id, tree.b.id, tree.templateInA.id, tree.resourceInB.id].sort());
    expect(await permanentDeleteFromTrash({ teacherId: tree.teacherId, input: { all: true } })).toEqual({
      deleted: { folders: 0, templates: 0, resources: 0 },
    });
  });

  it("is 404 for a live item, a missing one and another teacher's item or batch, and deletes nothing", async () => {
    const tree = await buildTree();
    const foreign = await buildTree();
    await softDelete(foreign.teacherId, [{ type: 'folder', id: foreign.a.id }]);
    const foreignBatch = (await db.materialFolder.findUniqueOrThrow({ where: { id: foreign.a.id } })).deletionBatchId!;
    for (const input of [
      { type: 'folder' as const, id: tree.a.id },
      { type: 'resource' as const, id: tree.resourceInS.id },
      { type: 'template' as const, id: randomUUID() },
      { type: 'folder' as const, id: foreign.a.id },
      { batchId: foreignBatch },
    ]) {
      await expect(permanentDeleteFromTrash({ teacherId: tree.teacherId, input })).rejects.toMatchObject({
        status: 404,
      });
    }
    const other = await createTeacher();
    expect(await permanentDeleteFromTrash({ teacherId: other.id, input: { all: true } })).toEqual({
      deleted: { folders: 0, templates: 0, resources: 0 },
    });
    expect((await trashState(tree.teacherId)).size).toBe(9);
    expect((await trashState(foreign.teacherId)).size).toBe(9);
  });
});
