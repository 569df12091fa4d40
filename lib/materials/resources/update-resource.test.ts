import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createResource, createTag, createTeacher } from '@/test/factories';
import { ZUpdateResourceInput } from './schemas';
import { toggleResourceFavorite } from './toggle-resource-favorite';
import { updateResource } from './update-resource';

const update = (teacherId: string, resourceId: string, input: Record<string, unknown>) =>
  updateResource({ teacherId, resourceId, input: ZUpdateResourceInput.parse(input) });

describe('updateResource', () => {
  it('changes the given fields only and replaces tags when given', async () => {
    const teacher = await createTeacher();
    const [a, b] = [await createTag({ teacherId: teacher.id }), await createTag({ teacherId: teacher.id })];
    const resource = await createResource({
      teacherId: teacher.id,
      label: 'Old',
      description: 'Keep me',
      provider: 'video_a',
      tags: { create: [{ tagId: a.id }] },
    });
    const folder = await db.materialFolder.create({ data: { teacherId: teacher.id, name: 'F' } });

    const renamed = await update(teacher.id, resource.id, { label: 'New', url: 'https://example.com/doc' });
    expect(renamed).toMatchObject({ label: 'New', description: 'Keep me', provider: 'video_a' });
    expect(renamed.tags.map((tag) => tag.id)).toEqual([a.id]);
    expect(Date.parse(renamed.updatedAt)).toBeGreaterThan(resource.updatedAt.getTime());

    const retagged = await update(teacher.id, resource.id, {
      tagIds: [b.id],
      folderId: folder.id,
      favorite: true,
      type: 'reference',
      description: '',
    });
    expect(retagged).toMatchObject({ folderId: folder.id, favorite: true, type: 'reference', description: null });
    expect(retagged.tags.map((tag) => tag.id)).toEqual([b.id]);

    const cleared = await update(teacher.id, resource.id, { tagIds: [], folderId: null });
    expect(cleared).toMatchObject({ tags: [], folderId: null });
  });

  it('answers 404 for another teacher’s, a trashed or a missing resource and changes nothing', async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const foreign = await createResource({ teacherId: other.id, label: 'Theirs' });
    const trashed = await createResource({ teacherId: teacher.id, label: 'Trashed', deletedAt: new Date() });
    for (const id of [foreign.id, trashed.id, crypto.randomUUID()]) {
      await expect(update(teacher.id, id, { label: 'Hijack' })).rejects.toMatchObject({ status: 404 });
      await expect(toggleResourceFavorite({ teacherId: teacher.id, resourceId: id })).rejects.toMatchObject({
        status: 404,
      });
    }
    expect(await db.resource.findUnique({ where: { id: foreign.id } })).toMatchObject({
      label: 'Theirs',
      isFavorite: false,
    });
    expect(await db.resource.findUnique({ where: { id: trashed.id } })).toMatchObject({ label: 'Trashed' });
  });

  it('refuses a folder that is not the teacher’s live folder (404), changing nothing', async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const foreign = await db.materialFolder.create({ data: { teacherId: other.id, name: 'Theirs' } });
    const resource = await createResource({ teacherId: teacher.id, label: 'Mine' });
    await expect(update(teacher.id, resource.id, { label: 'Moved', folderId: foreign.id })).rejects.toMatchObject({
      status: 404,
      message: 'Folder not found',
    });
    expect(await db.resource.findUnique({ where: { id: resource.id } })).toMatchObject({ label: 'Mine', folderId: null });
  });

  it('answers 409 when a provider change would hold a drive file twice, changing nothing', async () => {
    const teacher = await createTeacher();
    await createResource({ teacherId: teacher.id, provider: 'drive', providerItemId: 'file-1' });
    const relabelled = await createResource({ teacherId: teacher.id, provider: 'link', providerItemId: 'file-1' });
    await expect(update(teacher.id, relabelled.id, { provider: 'drive', label: 'Clash' })).rejects.toMatchObject({
      status: 409,
      code: 'CONFLICT',
    });
    expect(await db.resource.findUniqueOrThrow({ where: { id: relabelled.id } })).toMatchObject({ provider: 'link' });
  });
});

describe('toggleResourceFavorite', () => {
  it('flips the flag each time without moving updatedAt', async () => {
    const teacher = await createTeacher();
    const resource = await createResource({ teacherId: teacher.id });
    const on = await toggleResourceFavorite({ teacherId: teacher.id, resourceId: resource.id });
    expect(on.favorite).toBe(true);
    expect(on.updatedAt).toBe(resource.updatedAt.toISOString());
    const off = await toggleResourceFavorite({ teacherId: teacher.id, resourceId: resource.id });
    expect(off.favorite).toBe(false);
  });
});
