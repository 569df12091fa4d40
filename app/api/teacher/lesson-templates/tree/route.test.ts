/** GET /api/teacher/lesson-templates/tree: live folders nested with their templates, unfiled ones, 2 statements. */
import { describe, expect, it } from 'vitest';
import { getTemplateTree } from '@/lib/materials/templates/get-template-tree';
import { createLessonTemplate, createTeacher } from '@/test/factories';
import { createMaterialFolder } from '@/test/factories/material';
import { countQueries } from '@/test/count-queries';
import { callRoute, teacherCookie } from '@/test/http';
import { GET } from './route';

describe('GET /api/teacher/lesson-templates/tree', () => {
  it("nests the teacher's live folders with their live templates; unfiled ones apart; nobody else's", async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const grammar = await createMaterialFolder({ teacherId: teacher.id, name: 'Grammar', emoji: '📘', color: '#336699' });
    const verbs = await createMaterialFolder({ teacherId: teacher.id, name: 'Verbs', parentId: grammar.id });
    const gone = await createMaterialFolder({ teacherId: teacher.id, name: 'Gone', deletedAt: new Date() });
    await createMaterialFolder({ teacherId: other.id, name: 'Foreign' });
    const past = await createLessonTemplate({ teacherId: teacher.id, name: 'Past tense', folderId: verbs.id });
    const intro = await createLessonTemplate({ teacherId: teacher.id, name: 'Intro', folderId: grammar.id });
    const loose = await createLessonTemplate({ teacherId: teacher.id, name: 'Loose' });
    await createLessonTemplate({ teacherId: teacher.id, name: 'Trashed', folderId: grammar.id, deletedAt: new Date() });
    await createLessonTemplate({ teacherId: teacher.id, name: 'In trashed folder', folderId: gone.id, deletedAt: new Date() });
    await createLessonTemplate({ teacherId: other.id, name: 'Theirs' });

    const response = await callRoute(GET, {
      path: '/api/teacher/lesson-templates/tree',
      cookie: await teacherCookie(teacher.id),
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      data: [
        {
          id: grammar.id,
          name: 'Grammar',
          emoji: '📘',
          color: '#336699',
          templates: [{ id: intro.id, name: 'Intro' }],
          children: [
            { id: verbs.id, name: 'Verbs', emoji: null, color: null, children: [], templates: [{ id: past.id, name: 'Past tense' }] },
          ],
        },
      ],
      unfiled: [{ id: loose.id, name: 'Loose' }],
    });
  });

  it('takes two statements whatever the library holds', async () => {
    const teacher = await createTeacher();
    const parent = await createMaterialFolder({ teacherId: teacher.id });
    for (let i = 0; i < 5; i += 1) {
      const child = await createMaterialFolder({ teacherId: teacher.id, parentId: parent.id });
      await createLessonTemplate({ teacherId: teacher.id, folderId: child.id });
    }
    const { count, result } = await countQueries(() => getTemplateTree({ teacherId: teacher.id }));
    expect(result.data[0]!.children).toHaveLength(5);
    expect(count).toBe(2);
  });

  it('needs a teacher session', async () => {
    expect((await callRoute(GET, { path: '/api/teacher/lesson-templates/tree' })).status).toBe(401);
  });
});
