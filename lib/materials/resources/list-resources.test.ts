import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import {
  createLessonTemplate,
  createResource,
  createService,
  createSession,
  createTag,
  createTeacher,
} from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { listResources } from './list-resources';
import { ZListResourcesQuery, type TListResourcesQueryInput } from './schemas';

const list = (teacherId: string, query: TListResourcesQueryInput = {}) =>
  listResources({ teacherId, query: ZListResourcesQuery.parse(query) });
const labels = async (teacherId: string, query: TListResourcesQueryInput = {}) =>
  (await list(teacherId, query)).data.map((resource) => resource.label);

describe('listResources', () => {
  it('answers the Resource JSON with tags and link counts, never a trashed or foreign one', async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const tag = await createTag({ teacherId: teacher.id, name: 'grammar', color: '#123456' });
    const resource = await createResource({
      teacherId: teacher.id,
      label: 'Subjunctive worksheet',
      url: 'https://files.example.test/subjunctive.pdf',
      isFavorite: true,
      tags: { create: [{ tagId: tag.id }] },
    });
    const template = await createLessonTemplate({ teacherId: teacher.id });
    await db.templateResource.create({ data: { templateId: template.id, resourceId: resource.id } });
    await createResource({ teacherId: teacher.id, label: 'Trashed', deletedAt: new Date() });
    await createResource({ teacherId: other.id, label: 'Foreign' });

    const page = await list(teacher.id);
    expect(page).toMatchObject({ page: 1, limit: 20, total: 1 });
    expect(page.data).toEqual([
      {
        id: resource.id,
        label: 'Subjunctive worksheet',
        url: 'https://files.example.test/subjunctive.pdf',
        description: null,
        provider: 'link',
        type: 'material',
        tags: [{ id: tag.id, name: 'grammar', color: '#123456' }],
        favorite: true,
        usageCount: 0,
        thumbnailUrl: null,
        providerItemId: null,
        mimeType: null,
        folderId: null,
        linkedTemplateCount: 1,
        linkedSessionCount: 0,
        createdAt: resource.createdAt.toISOString(),
        updatedAt: resource.updatedAt.toISOString(),
        deletedAt: null,
      },
    ]);
  });

  it('q matches label, description and tag name, case-insensitively, with % and _ taken literally', async () => {
    const teacher = await createTeacher();
    const tag = await createTag({ teacherId: teacher.id, name: 'Pronunciation' });
    await createResource({ teacherId: teacher.id, label: 'Verb TABLE' });
    await createResource({ teacherId: teacher.id, label: 'Audio', description: 'A table of sounds' });
    await createResource({ teacherId: teacher.id, label: 'Tongue twisters', tags: { create: [{ tagId: tag.id }] } });
    await createResource({ teacherId: teacher.id, label: '100% fluent' });
    await createResource({ teacherId: teacher.id, label: '100 words' });

    expect(await labels(teacher.id, { q: 'table' })).toEqual(['Audio', 'Verb TABLE']);
    expect(await labels(teacher.id, { q: 'pronunc' })).toEqual(['Tongue twisters']);
    expect(await labels(teacher.id, { q: '100%' })).toEqual(['100% fluent']);
    expect(await labels(teacher.id, { q: '1_0' })).toEqual([]);
  });

  it('tagIds with tagMatch any (default) and all', async () => {
    const teacher = await createTeacher();
    const [a, b] = [await createTag({ teacherId: teacher.id }), await createTag({ teacherId: teacher.id })];
    await createResource({ teacherId: teacher.id, label: 'A only', tags: { create: [{ tagId: a.id }] } });
    await createResource({ teacherId: teacher.id, label: 'B only', tags: { create: [{ tagId: b.id }] } });
    await createResource({
      teacherId: teacher.id,
      label: 'Both',
      tags: { create: [{ tagId: a.id }, { tagId: b.id }] },
    });
    await createResource({ teacherId: teacher.id, label: 'None' });

    expect(await labels(teacher.id, { tagIds: `${a.id},${b.id}` })).toEqual(['A only', 'B only', 'Both']);
    expect(await labels(teacher.id, { tagIds: [a.id, b.id], tagMatch: 'all' })).toEqual(['Both']);
    expect(await labels(teacher.id, { tagIds: a.id, tagMatch: 'all' })).toEqual(['A only', 'Both']);
  });

  it('type, provider and favorite', async () => {
    const teacher = await createTeacher();
    await createResource({ teacherId: teacher.id, label: 'Homework video', type: 'homework', provider: 'video_a' });
    await createResource({ teacherId: teacher.id, label: 'Reference doc', type: 'reference', provider: 'drive' });
    await createResource({ teacherId: teacher.id, label: 'Starred link', isFavorite: true });

    expect(await labels(teacher.id, { type: 'homework' })).toEqual(['Homework video']);
    expect(await labels(teacher.id, { provider: 'drive' })).toEqual(['Reference doc']);
    expect(await labels(teacher.id, { favorite: 'true' })).toEqual(['Starred link']);
    expect(await labels(teacher.id, { favorite: 'false' })).toEqual(['Homework video', 'Reference doc']);
    expect(await labels(teacher.id, { type: 'homework', provider: 'drive' })).toEqual([]);
  });

  it('folderId: one folder (its direct items) or root', async () => {
    const teacher = await createTeacher();
    const folder = await db.materialFolder.create({ data: { teacherId: teacher.id, name: 'Level A1' } });
    const child = await db.materialFolder.create({
      data: { teacherId: teacher.id, name: 'Unit 1', parentId: folder.id, depth: 2 },
    });
    await createResource({ teacherId: teacher.id, label: 'At the root' });
    await createResource({ teacherId: teacher.id, label: 'In A1', folderId: folder.id });
    await createResource({ teacherId: teacher.id, label: 'In unit 1', folderId: child.id });

    expect(await labels(teacher.id, { folderId: 'root' })).toEqual(['At the root']);
    expect(await labels(teacher.id, { folderId: folder.id })).toEqual(['In A1']);
    expect(await labels(teacher.id, {})).toEqual(['At the root', 'In A1', 'In unit 1']);
  });

  it('unlinked=true: never linked to a template or a session; false: linked at least once', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id });
    const session = await createSession({ teacherId: teacher.id, serviceId: service.id });
    const template = await createLessonTemplate({ teacherId: teacher.id });
    const onTemplate = await createResource({ teacherId: teacher.id, label: 'On a template' });
    const onSession = await createResource({ teacherId: teacher.id, label: 'On a session' });
    await createResource({ teacherId: teacher.id, label: 'Never used' });
    await db.templateResource.create({ data: { templateId: template.id, resourceId: onTemplate.id } });
    await db.sessionResource.create({ data: { sessionId: session.id, resourceId: onSession.id } });

    expect(await labels(teacher.id, { unlinked: 'true' })).toEqual(['Never used']);
    expect(await labels(teacher.id, { unlinked: 'false' })).toEqual(['On a session', 'On a template']);
    const linked = (await list(teacher.id, { unlinked: 'false' })).data;
    expect(linked.map((row) => [row.linkedTemplateCount, row.linkedSessionCount])).toEqual([
      [0, 1],
      [1, 0],
    ]);
  });

  it('sorts by name, updated (newest first) and usage (most used first), and pages', async () => {
    const teacher = await createTeacher();
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 10, minutes));
    await createResource({ teacherId: teacher.id, label: 'Bravo', usageCount: 5, updatedAt: at(1) });
    await createResource({ teacherId: teacher.id, label: 'Alpha', usageCount: 1, updatedAt: at(3) });
    await createResource({ teacherId: teacher.id, label: 'Charlie', usageCount: 9, updatedAt: at(2) });

    expect(await labels(teacher.id, { sort: 'name' })).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(await labels(teacher.id, { sort: 'updated' })).toEqual(['Alpha', 'Charlie', 'Bravo']);
    expect(await labels(teacher.id, { sort: 'usage' })).toEqual(['Charlie', 'Bravo', 'Alpha']);
    const second = await list(teacher.id, { limit: '2', page: '2' });
    expect(second).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(second.data.map((row) => row.label)).toEqual(['Charlie']);
  });

  it('sends the same number of statements for 10 and 500 resources (tags and link counts batched)', async () => {
    async function statementsFor(count: number) {
      const teacher = await createTeacher();
      const tags = [await createTag({ teacherId: teacher.id }), await createTag({ teacherId: teacher.id })];
      const template = await createLessonTemplate({ teacherId: teacher.id });
      const ids = Array.from({ length: count }, () => crypto.randomUUID());
      await db.resource.createMany({
        data: ids.map((id, index) => ({ id, teacherId: teacher.id, label: `R ${index}`, url: 'https://x.test/' })),
      });
      await db.resourceTag.createMany({
        data: ids.flatMap((resourceId) => tags.map((tag) => ({ resourceId, tagId: tag.id }))),
      });
      await db.templateResource.createMany({
        data: ids.map((resourceId) => ({ templateId: template.id, resourceId })),
      });
      const { count: statements, result } = await countQueries(() =>
        list(teacher.id, { limit: '100', q: 'r', tagIds: tags[0]!.id }),
      );
      expect(result.total).toBe(count);
      expect(result.data[0]!.tags).toHaveLength(2);
      expect(result.data[0]!.linkedTemplateCount).toBe(1);
      return statements;
    }
    const [small, large] = [await statementsFor(10), await statementsFor(500)];
    expect(small).toBe(large);
    expect(small).toBeLessThanOrEqual(4);
  });
});
