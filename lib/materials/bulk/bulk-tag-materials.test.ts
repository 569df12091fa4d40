import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createLessonTemplate, createResource, createTag, createTeacher } from '@/test/factories';
import { createMaterialFolder } from '@/test/factories/material';
import { bulkTagMaterials } from './bulk-tag-materials';

const tagIdsOf = async (type: 'template' | 'resource', id: string) =>
  type === 'template'
    ? (await db.templateTag.findMany({ where: { templateId: id } })).map((row) => row.tagId).sort()
    : (await db.resourceTag.findMany({ where: { resourceId: id } })).map((row) => row.tagId).sort();

describe('bulkTagMaterials', () => {
  it('adds and removes tags on the valid items, reports the others per item and leaves them unchanged', async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const keep = await createTag({ teacherId: teacher.id, name: 'keep' });
    const drop = await createTag({ teacherId: teacher.id, name: 'drop' });
    const add = await createTag({ teacherId: teacher.id, name: 'add' });
    const template = await createLessonTemplate({
      teacherId: teacher.id,
      tags: { create: [{ tagId: keep.id }, { tagId: drop.id }] },
    });
    const resource = await createResource({ teacherId: teacher.id, tags: { create: [{ tagId: drop.id }] } });
    const trashed = await createResource({
      teacherId: teacher.id,
      deletedAt: new Date(),
      tags: { create: [{ tagId: drop.id }] },
    });
    const foreign = await createLessonTemplate({ teacherId: other.id });
    const folder = await createMaterialFolder({ teacherId: teacher.id });

    const result = await bulkTagMaterials({
      teacherId: teacher.id,
      items: [
        { type: 'template', id: template.id },
        { type: 'folder', id: folder.id },
        { type: 'resource', id: trashed.id },
        { type: 'template', id: foreign.id },
        { type: 'resource', id: resource.id },
      ],
      addTagIds: [add.id],
      addTags: ['Brand new', 'KEEP'],
      removeTagIds: [drop.id],
    });
    expect(result.succeeded).toBe(2);
    expect(result.failed).toBe(3);
    expect(result.results.map((row) => row.error?.code ?? 'ok')).toEqual([
      'ok',
      'INVALID_ITEM',
      'NOT_FOUND',
      'NOT_FOUND',
      'ok',
    ]);

    const created = await db.tag.findFirstOrThrow({ where: { teacherId: teacher.id, name: 'Brand new' } });
    expect(await tagIdsOf('template', template.id)).toEqual([keep.id, add.id, created.id].sort());
    expect(await tagIdsOf('resource', resource.id)).toEqual([keep.id, add.id, created.id].sort());
    expect(await tagIdsOf('resource', trashed.id)).toEqual([drop.id]);
    expect(await tagIdsOf('template', foreign.id)).toEqual([]);
    expect(
      await db.tag.count({ where: { teacherId: teacher.id, name: { equals: 'keep', mode: 'insensitive' } } }),
    ).toBe(1);
  });

  it('refuses unknown or foreign tag ids with a 400 on the field and writes nothing', async () => {
    const teacher = await createTeacher();
    const foreignTag = await createTag({ teacherId: (await createTeacher()).id });
    const template = await createLessonTemplate({ teacherId: teacher.id });
    const items = [{ type: 'template' as const, id: template.id }];
    await expect(
      bulkTagMaterials({ teacherId: teacher.id, items, addTagIds: [foreignTag.id], addTags: ['fresh'] }),
    ).rejects.toMatchObject({ status: 400, details: [{ path: 'addTagIds' }] });
    await expect(
      bulkTagMaterials({ teacherId: teacher.id, items, removeTagIds: [randomUUID()] }),
    ).rejects.toMatchObject({ status: 400, details: [{ path: 'removeTagIds' }] });
    expect(await tagIdsOf('template', template.id)).toEqual([]);
    expect(await db.tag.count({ where: { teacherId: teacher.id } })).toBe(0);
  });
});
