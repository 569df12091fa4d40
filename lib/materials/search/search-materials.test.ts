import { describe, expect, it } from 'vitest';
import { createLessonTemplate, createResource, createTag, createTeacher } from '@/test/factories';
import { createMaterialFolder } from '@/test/factories/material';
import { countQueries } from '@/test/count-queries';
import { ZSearchMaterialsQuery } from './schemas';
import { searchMaterials } from './search-materials';

const search = (teacherId: string, query: Record<string, unknown>) =>
  searchMaterials({ teacherId, query: ZSearchMaterialsQuery.parse(query) });
const names = async (teacherId: string, query: Record<string, unknown>) => {
  const { templates, resources } = await search(teacherId, query);
  return [...templates.data.map((hit) => hit.name), ...resources.data.map((hit) => hit.label)];
};

describe('searchMaterials', () => {
  it('finds live templates and resources by name, description and tag name, name matches first', async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const folder = await createMaterialFolder({ teacherId: teacher.id, name: 'Grammar' });
    const tag = await createTag({ teacherId: teacher.id, name: 'Subjunctive', color: '#abcdef' });
    const template = await createLessonTemplate({
      teacherId: teacher.id,
      name: 'Subjunctive drills',
      folderId: folder.id,
      tags: { create: [{ tagId: tag.id }] },
    });
    const resource = await createResource({
      teacherId: teacher.id,
      label: 'Worksheet 4',
      url: 'https://files.example.test/w4.pdf',
      description: 'Practice of the SUBJUNCTIVE mood',
      type: 'homework',
    });
    await createResource({ teacherId: teacher.id, label: 'Audio', tags: { create: [{ tagId: tag.id }] } });
    await createLessonTemplate({ teacherId: teacher.id, name: 'Intro to subjunctive' });
    await createLessonTemplate({ teacherId: teacher.id, name: 'Subjunctive (trashed)', deletedAt: new Date() });
    await createResource({ teacherId: other.id, label: 'Subjunctive foreign' });
    await createLessonTemplate({ teacherId: teacher.id, name: 'Unrelated' });

    const page = await search(teacher.id, { q: 'subjunctive' });
    expect(page.templates).toMatchObject({ page: 1, limit: 20, total: 2 });
    expect(page.resources).toMatchObject({ page: 1, limit: 20, total: 2 });
    expect(page.templates.data.map((hit) => hit.name)).toEqual(['Subjunctive drills', 'Intro to subjunctive']);
    expect(page.resources.data.map((hit) => hit.label)).toEqual(['Audio', 'Worksheet 4']);
    expect(page.templates.data[0]).toEqual({
      id: template.id,
      name: 'Subjunctive drills',
      description: null,
      tags: [{ id: tag.id, name: 'Subjunctive', color: '#abcdef' }],
      folderId: folder.id,
      folderName: 'Grammar',
      updatedAt: template.updatedAt.toISOString(),
    });
    expect(page.resources.data[1]).toEqual({
      id: resource.id,
      label: 'Worksheet 4',
      url: resource.url,
      provider: 'link',
      type: 'homework',
      description: 'Practice of the SUBJUNCTIVE mood',
      tags: [],
      folderId: null,
      folderName: null,
      updatedAt: resource.updatedAt.toISOString(),
    });

    expect(await names(teacher.id, { q: 'subjunctive', type: 'resource' })).toEqual(['Audio', 'Worksheet 4']);
    expect((await search(teacher.id, { q: 'subjunctive', type: 'resource' })).templates).toMatchObject({
      data: [],
      total: 0,
    });
    expect(await names(teacher.id, { q: 'subjunctive', type: 'template', limit: '1', page: '2' })).toEqual([
      'Intro to subjunctive',
    ]);
    expect(await names(teacher.id, { q: 'subjunctive', limit: '1', page: '2' })).toEqual([
      'Intro to subjunctive',
      'Worksheet 4',
    ]);
    expect(await names(other.id, { q: 'subjunctive' })).toEqual(['Subjunctive foreign']);
  });

  it('takes _ and % literally', async () => {
    const teacher = await createTeacher();
    await createLessonTemplate({ teacherId: teacher.id, name: 'unit_1' });
    await createLessonTemplate({ teacherId: teacher.id, name: 'unitX1' });
    await createResource({ teacherId: teacher.id, label: '100% vocabulary' });
    await createResource({ teacherId: teacher.id, label: '1000 words' });
    expect(await names(teacher.id, { q: 'unit_1' })).toEqual(['unit_1']);
    expect(await names(teacher.id, { q: '100%' })).toEqual(['100% vocabulary']);
    expect(await names(teacher.id, { q: '%' })).toEqual(['100% vocabulary']);
  });

  it('refuses an empty or overlong q and an unknown type or field', () => {
    for (const query of [
      {},
      { q: '' },
      { q: '   ' },
      { q: 'x'.repeat(101) },
      { q: 'a', type: 'folder' },
      { q: 'a', sort: 'name' },
    ]) {
      expect(ZSearchMaterialsQuery.safeParse(query).success).toBe(false);
    }
  });

  it('runs a constant number of statements', async () => {
    const statementsFor = async (count: number) => {
      const teacher = await createTeacher();
      const tag = await createTag({ teacherId: teacher.id, name: 'topic' });
      for (let index = 0; index < count; index += 1) {
        await createLessonTemplate({
          teacherId: teacher.id,
          name: `Topic ${index}`,
          tags: { create: [{ tagId: tag.id }] },
        });
        await createResource({
          teacherId: teacher.id,
          label: `Topic file ${index}`,
          tags: { create: [{ tagId: tag.id }] },
        });
      }
      return (await countQueries(() => search(teacher.id, { q: 'topic' }))).count;
    };
    expect(await statementsFor(15)).toBe(await statementsFor(1));
  });
});
