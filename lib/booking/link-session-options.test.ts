import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createLessonTemplate, createResource, createService, createSession, createTeacher } from '@/test/factories';
import { createMaterialFolder } from '@/test/factories/material';
import { countQueries } from '@/test/count-queries';
import { listLinkOptions } from './link-session-options';

describe('listLinkOptions', () => {
  it("offers the teacher's own, not deleted, not yet linked materials, most used first", async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const service = await createService({ teacherId: teacher.id });
    const session = await createSession({ teacherId: teacher.id, serviceId: service.id });
    const rare = await createLessonTemplate({ teacherId: teacher.id, name: 'A rare one', usageCount: 1 });
    const popular = await createLessonTemplate({ teacherId: teacher.id, name: 'Z popular', usageCount: 9 });
    const linked = await createLessonTemplate({ teacherId: teacher.id });
    await createLessonTemplate({ teacherId: teacher.id, deletedAt: new Date() });
    await createLessonTemplate({ teacherId: other.id });
    const resource = await createResource({ teacherId: teacher.id });
    const linkedResource = await createResource({ teacherId: teacher.id });
    await createResource({ teacherId: other.id });
    await db.sessionTemplate.create({ data: { sessionId: session.id, templateId: linked.id } });
    await db.sessionResource.create({ data: { sessionId: session.id, resourceId: linkedResource.id } });

    const options = await listLinkOptions({ teacherId: teacher.id, sessionId: session.id });
    expect(options.templates.map((t) => t.id)).toEqual([popular.id, rare.id]);
    expect(options.resources).toEqual([{ id: resource.id, label: resource.label, url: resource.url }]);
  });

  it('names the folder path of each filed option (root items have none), in three statements', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id });
    const session = await createSession({ teacherId: teacher.id, serviceId: service.id });
    const grammar = await createMaterialFolder({ teacherId: teacher.id, name: 'Grammar' });
    const verbs = await createMaterialFolder({ teacherId: teacher.id, name: 'Verbs', parentId: grammar.id });
    const filed = await createLessonTemplate({ teacherId: teacher.id, name: 'Past tense', folderId: verbs.id });
    const loose = await createLessonTemplate({ teacherId: teacher.id, name: 'Loose' });
    const sheet = await createResource({ teacherId: teacher.id, folderId: grammar.id });

    const { result, count } = await countQueries(() =>
      listLinkOptions({ teacherId: teacher.id, sessionId: session.id }),
    );
    expect(result.templates).toEqual(
      expect.arrayContaining([
        { id: filed.id, name: 'Past tense', folder: 'Grammar / Verbs' },
        { id: loose.id, name: 'Loose' },
      ]),
    );
    expect(result.resources).toEqual([{ id: sheet.id, label: sheet.label, url: sheet.url, folder: 'Grammar' }]);
    expect(count).toBe(3);
  });
});
