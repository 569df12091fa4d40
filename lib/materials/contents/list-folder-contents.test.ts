import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createLessonTemplate, createResource, createTag, createTeacher } from '@/test/factories';
import { createMaterialFolder } from '@/test/factories/material';
import { countQueries } from '@/test/count-queries';
import { seedItems } from '@/test/materials/folders/folder-chain';
import { ZContentsQuery, type TContentsQuery } from '../folders/schemas';
import { listFolderContents } from './list-folder-contents';

const list = (teacherId: string, folderId: string | null, query: Partial<Record<keyof TContentsQuery, unknown>> = {}) =>
  listFolderContents({ teacherId, folderId, query: ZContentsQuery.parse(query) });

describe('listFolderContents', () => {
  it("lists a folder's live folders (sortOrder), templates and resources (by sort) with their fields", async () => {
    const teacher = await createTeacher();
    const folder = await createMaterialFolder({ teacherId: teacher.id, name: 'Grammar' });
    const subB = await createMaterialFolder({ teacherId: teacher.id, parentId: folder.id, name: 'B', sortOrder: 0 });
    const subA = await createMaterialFolder({
      teacherId: teacher.id,
      parentId: folder.id,
      name: 'A',
      sortOrder: 1,
      emoji: '🎧',
    });
    await createMaterialFolder({ teacherId: teacher.id, parentId: folder.id, deletedAt: new Date() });
    await createResource({ teacherId: teacher.id, folderId: subB.id });
    await createLessonTemplate({
      teacherId: teacher.id,
      folderId: (await createMaterialFolder({ teacherId: teacher.id, parentId: subB.id })).id,
    });
    const tag = await createTag({ teacherId: teacher.id, name: 'b1' });
    const linked = await createResource({
      teacherId: teacher.id,
      label: 'zeta sheet',
      folderId: folder.id,
      usageCount: 1,
    });
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
    expect(page.folder).toMatchObject({ id: folder.id, name: 'Grammar', depth: 1 });
    expect(page.folders).toMatchObject({ page: 1, limit: 20, total: 2 });
    expect(page.templates).toMatchObject({ page: 1, limit: 20, total: 1 });
    expect(page.resources).toMatchObject({ page: 1, limit: 20, total: 2 });
    expect(page.folders.data).toEqual([
      { id: subB.id, name: 'B', color: null, emoji: null, itemCount: 2 },
      { id: subA.id, name: 'A', color: null, emoji: '🎧', itemCount: 0 },
    ]);
    expect(page.templates.data).toEqual([
      {
        id: template.id,
        name: 'Past simple',
        description: 'Regular verbs',
        tags: [{ id: tag.id, name: 'b1', color: tag.color }],
        usageCount: 3,
        resourceCount: 1,
        updatedAt: template.updatedAt.toISOString(),
      },
    ]);
    expect(page.resources.data.map((item) => item.id)).toEqual([video.id, linked.id]);
    expect(page.resources.data[0]).toEqual({
      id: video.id,
      label: 'Alpha video',
      url: video.url,
      provider: 'video_a',
      type: 'reference',
      favorite: true,
      tags: [{ id: tag.id, name: 'b1', color: tag.color }],
      thumbnailUrl: 'https://img.example.test/alpha.jpg',
      usageCount: 5,
      updatedAt: video.updatedAt.toISOString(),
    });
    expect(page.resources.data[1]).toMatchObject({ tags: [], favorite: false, provider: 'link', type: 'material' });

    const byUsage = await list(teacher.id, folder.id, { sort: 'usage' });
    expect(byUsage.resources.data.map((item) => item.id)).toEqual([video.id, linked.id]);
    expect(byUsage.folders.data.map((item) => item.id)).toEqual([subB.id, subA.id]);
    await db.resource.update({ where: { id: linked.id }, data: { label: 'zeta sheet 2' } });
    const byUpdated = await list(teacher.id, folder.id, { sort: 'updated' });
    expect(byUpdated.resources.data.map((item) => item.id)).toEqual([linked.id, video.id]);
  });

  it('pages each group on its own and keeps each total past its last page', async () => {
    const teacher = await createTeacher();
    const folders = await Promise.all(
      [0, 1, 2].map((sortOrder) => createMaterialFolder({ teacherId: teacher.id, sortOrder })),
    );
    const templates = await Promise.all(['a'].map((name) => createLessonTemplate({ teacherId: teacher.id, name })));
    const resources = await Promise.all(
      ['a', 'b', 'c', 'd'].map((label) => createResource({ teacherId: teacher.id, label })),
    );
    const pages = await Promise.all([1, 2].map((page) => list(teacher.id, null, { page, limit: 2 })));
    const idsOf = (group: 'folders' | 'templates' | 'resources') =>
      pages.map((page) => page[group].data.map((item) => item.id));
    expect(idsOf('folders')).toEqual([[folders[0]!.id, folders[1]!.id], [folders[2]!.id]]);
    expect(idsOf('templates')).toEqual([[templates[0]!.id], []]);
    expect(idsOf('resources')).toEqual([
      [resources[0]!.id, resources[1]!.id],
      [resources[2]!.id, resources[3]!.id],
    ]);
    for (const page of pages) {
      expect([page.folders.total, page.templates.total, page.resources.total]).toEqual([3, 1, 4]);
    }
    expect(pages[0]!.folder).toBeNull();
    expect(pages[1]!.resources).toMatchObject({ page: 2, limit: 2 });
    const past = await list(teacher.id, null, { page: 9, limit: 2 });
    expect(past).toMatchObject({
      folders: { data: [], total: 3, page: 9 },
      templates: { data: [], total: 1 },
      resources: { data: [], total: 4 },
    });
    expect(await list((await createTeacher()).id, null)).toMatchObject({
      folders: { data: [], total: 0 },
      templates: { data: [], total: 0 },
      resources: { data: [], total: 0 },
    });
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
    const root = await list(teacher.id, null);
    expect([root.folders.total, root.templates.total, root.resources.total]).toEqual([0, 0, 0]);
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
      for (const [key, folderId] of [
        ['root', null],
        ['folder', folder.id],
      ] as const) {
        const { result, count } = await countQueries(() => list(teacher.id, folderId, { limit: 100 }));
        expect(result.folders.data.length).toBeGreaterThan(0);
        expect(result.templates.data.length).toBeGreaterThan(0);
        expect(result.folders.total + result.templates.total + result.resources.total).toBeGreaterThan(3);
        counts[key]!.push(count);
      }
    }
    expect(counts.root![0]).toBe(counts.root![1]);
    expect(counts.folder![0]).toBe(counts.folder![1]);
    expect(counts.root![0]).toBeLessThanOrEqual(3);
    expect(counts.folder![0]).toBeLessThanOrEqual(4);
  });
});
