/** listTemplates: the number of statements does not grow with the templates, their tags or links. */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createResource, createTag, createTeacher } from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { listTemplates } from './list-templates';
import { ZListTemplatesQuery } from './schemas';

/** A teacher with `n` templates, each with two tags and two resource links. */
async function library(n: number) {
  const teacher = await createTeacher();
  const tags = await Promise.all([0, 1].map(() => createTag({ teacherId: teacher.id })));
  const resources = await Promise.all([0, 1].map(() => createResource({ teacherId: teacher.id })));
  const templates = await db.lessonTemplate.createManyAndReturn({
    data: Array.from({ length: n }, (_, i) => ({ teacherId: teacher.id, name: `Template ${i}` })),
    select: { id: true },
  });
  await db.templateTag.createMany({
    data: templates.flatMap(({ id }) => tags.map((tag) => ({ templateId: id, tagId: tag.id }))),
  });
  await db.templateResource.createMany({
    data: templates.flatMap(({ id }) => resources.map((r, position) => ({ templateId: id, resourceId: r.id, position }))),
  });
  return { teacher, tags };
}

describe('listTemplates query count', () => {
  it('is the same for 10 and 200 templates (a full page of 100, with tags and counts)', async () => {
    const run = async (n: number) => {
      const { teacher, tags } = await library(n);
      const query = ZListTemplatesQuery.parse({ limit: '100', tagIds: tags.map((t) => t.id).join(','), q: 'templ' });
      return countQueries(() => listTemplates({ teacherId: teacher.id, query }));
    };
    const small = await run(10);
    const large = await run(200);
    expect(small.result.data).toHaveLength(10);
    expect(large.result.data).toHaveLength(100);
    expect(large.result.total).toBe(200);
    expect(large.result.data[0]).toMatchObject({ resourceCount: 2 });
    expect(large.result.data[0]!.tags).toHaveLength(2);
    expect(large.count).toBe(small.count);
    expect(large.count).toBeLessThanOrEqual(4);
  });
});
