import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createLessonTemplate, createResource, createTag, createTeacher } from '@/prisma/factories';
import { createMaterialFolder } from '@/prisma/factories/material';
import { countQueries } from '@/test/count-queries';
import { seedItems } from '../folders/folder-test-support';
import { ZContentsQuery, type TContentsQuery } from '../folders/schemas';
import { listFolderContents } from './list-folder-contents';

const list = (teacherId: string, folderId: string | null, query: Partial<Record<keyof TContentsQuery, unknown>> = {}) =>
  listFolderContents({ teacherId, folderId, query: ZContentsQuery.parse(query) });

describe('listFolderContents', () => {
  it("lists a folder's live folders (sortOrder), templates and resources (by sort) with their fields", async () => {
    const teacher = await createTeacher();
    const folder = await createMaterialFolder({ teacherId: teacher.id, name: 'Grammar' });
    const subB = await createMaterialFolder({ teacherId: teacher.id, parentId: folder.id, name: 'B', sortOrder: 0 });
    const subA = await createMaterialFolder({ teacherId: teacher.id, parentId: folder.id, name: 'A', sortOrder: 1, emoji: '🎧' });
    await createMaterialFolder({ teacherId: teacher.id, parentId: folder.id, deletedAt: new Date() });
    await createResource({ teacherId: teacher.id, folderId: subB.id });
    await createLessonTemplate({ teacherId: teacher.id, folderId: (await createMaterialFolder({ teacherId: teacher.id, parentId: subB.id })).id });
    const tag = await createTag({ teacherId: teacher.id, name: 'b1' });
    const linked = await createResource({ teacherId: teacher.id, label: 'zeta sheet', folderId: folder.id, usageCount: 1 });
    const trashedLink = await createResource({ teacherId: teacher.id, deletedAt: new Date() });
    const template = await createLessonTemplate({
      teacherId: teacher.id,
      folderId: folder.id,
      name: 'Past simple',
      description: 'Regular verbs',
      usageCount: 3,
      tags: { create: [{ tagId: tag.id }] },
      resources: { create: [{ resourceId: linked.id }, { resourceId: trashedLink.id, position: 1 }] },
    });
    const video = await createResource({
      teacherId: teacher.id,
      folderId: folder.id,
      label: 'Alpha video',
      provider: 'video_a',
      type: 'reference',
      isFavorite: true,
      thumbnailUrl: 'https://img.example.test/alpha.jpg',
      usageCount: 5,
      tags: { create: [{ tagId: tag.id }] },
    });
    await createLessonTemplate({ teacherId: teacher.id, folderId: folder.id, deletedAt: new Date() });
    await createResource({ teacherId: teacher.id }); // at the root

    const page = await list(teacher.id, folder.id);
    expect(page).toMatchObject({ page: 1, limit: 20, total: 5, folder: { id: folder.id, name: 'Grammar', depth: 1 } });
    expect(page.data.map((item) => [item.type, item.id])).toEqual([
      ['folder', subB.id],
      ['folder', subA.id],
      ['template', template.id],
      ['resource', video.id],
      ['resource', linked.id],
    ]);
    expect(page.data[0]).toEqual({ type: 'folder', id: subB.id, name: 'B', color: null, emoji: null, itemCount: 2 });
    expect(page.data[1]).toMatchObject({ emoji: '🎧', itemCount: 0 });
    expect(page.data[2]).toEqual({
      type: 'template',
      id: template.id,
      name: 'Past simple',
      description: 'Regular verbs',
      tags: [{ id: tag.id, name: 'b1', color: tag.color }],
      usageCount: 3,
      resourceCount: 1,
      updatedAt: template.updatedAt.toISOString(),
    });
    expect(page.data[3]).toEqual({
      type: 'resource',
      id: video.id,
      name: 'Alpha video',
      label: 'Alpha video',
      url: video.url,
      provider: 'video_a',
      resourceType: 'reference',
      favorite: true,
      tags: [{ id: tag.id, name: 'b1', color: tag.color }],
      thumbnailUrl: 'https://img.example.test/alpha.jpg',
      usageCount: 5,
      updatedAt: video.updatedAt.toISOString(),
    });
    expect(page.data[4]).toMatchObject({ tags: [], favorite: false, provider: 'link', resourceType: 'material' });

    const byUsage = await list(teacher.id, folder.id, { sort: 'usage' });
    expect(byUsage.data.slice(3).map((item) => item.id)).toEqual([video.id, linked.id]);
    await db.resource.update({ where: { id: linked.id }, data: { label: 'zeta sheet 2' } });
    const byUpdated = await list(teacher.id, folder.id, { sort: 'updated' });
    expect(byUpdated.data.slice(3).map((item) => item.id)).toEqual([linked.id, video.id]);
  });

  it('paginates across the whole list and keeps the total past the last page', async () => {
    const teacher = await createTeacher();
    const folders = await Promise.all([0, 1].map((sortOrder) => createMaterialFolder({ teacherId: teacher.id, sortOrder })));
    const templates = await Promise.all(['a', 'b'].map((name) => createLessonTemplate({ teacherId: teacher.id, name })));
    const resources = await Promise.all(['a', 'b'].map((label) => createResource({ teacherId: teacher.id, label })));
    const ids = [...folders, ...templates, ...resources].map((item) => item.id);
    const pages = await Promise.all([1, 2, 3].map((page) => list(teacher.id, null, { page, limit: 2 })));
    expect(pages.flatMap((page) => page.data.map((item) => item.id))).toEqual(ids);
    expect(pages.map((page) => page.total)).toEqual([6, 6, 6]);
    expect(pages[0]!.folder).toBeNull();
    expect(await list(teacher.id, null, { page: 9, limit: 2 })).toMatchObject({ data: [], total: 6, page: 9 });
    expect(await list((await createTeacher()).id, null)).toMatchObject({ data: [], total: 0 });
  });

  it("answers 404 for another teacher's folder and a trashed one, and never lists their items", async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const foreign = await createMaterialFolder({ teacherId: other.id });
    await createResource({ teacherId: other.id, folderId: foreign.id });
    await createResource({ teacherId: other.id });
    const trashed = await createMaterialFolder({ teacherId: teacher.id, deletedAt: new Date() });
    for (const folderId of [foreign.id, trashed.id]) {
      await expect(list(teacher.id, folderId)).rejects.toMatchObject({ status: 404 });
    }
    expect((await list(teacher.id, null)).total).toBe(0);
  });

  it('uses the same number of statements for 10 and 1,000 items, at the root and in a folder', async () => {
    const counts: Record<string, number[]> = { root: [], folder: [] };
    for (const size of [10, 1000]) {
      const teacher = await createTeacher();
      const folder = await createMaterialFolder({ teacherId: teacher.id });
      const subfolders = await Promise.all(
        [0, 1, 2].map(() => createMaterialFolder({ teacherId: teacher.id, parentId: folder.id })),
      );
      await Promise.all([0, 1].map(() => createMaterialFolder({ teacherId: teacher.id })));
      await seedItems(teacher.id, size, [folder.id, ...subfolders.map((sub) => sub.id)]);
      const tag = await createTag({ teacherId: teacher.id });
      const tagged = await db.resource.findMany({ where: { teacherId: teacher.id }, select: { id: true } });
      await db.resourceTag.createMany({ data: tagged.map(({ id }) => ({ resourceId: id, tagId: tag.id })) });
      for (const [key, folderId] of [['root', null], ['folder', folder.id]] as const) {
        const { result, count } = await countQueries(() => list(teacher.id, folderId, { limit: 100 }));
        expect(result.data.some((item) => item.type === 'folder')).toBe(true);
        expect(result.data.some((item) => item.type === 'template')).toBe(true);
        expect(result.total).toBeGreaterThan(3);
        counts[key]!.push(count);
      }
    }
    expect(counts.root![0]).toBe(counts.root![1]);
    expect(counts.folder![0]).toBe(counts.folder![1]);
    expect(counts.root![0]).toBeLessThanOrEqual(3);
    expect(counts.folder![0]).toBeLessThanOrEqual(4);
  });
});
