import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createTag, createTeacher } from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { loadRosterPage } from './load-roster-page';
import { ZListStudentsQuery } from './schemas';

const query = (input: Record<string, unknown> = {}) => ZListStudentsQuery.parse(input);

async function teacherWithStudents(count: number) {
  const teacher = await createTeacher();
  const tag = await createTag({ teacherId: teacher.id });
  await db.student.createMany({
    data: Array.from({ length: count }, (_, index) => ({
      teacherId: teacher.id,
      name: `Student ${String(index).padStart(4, '0')}`,
      email: `s${index}.${teacher.id}@example.test`,
    })),
  });
  const students = await db.student.findMany({ where: { teacherId: teacher.id }, select: { id: true } });
  await db.studentTag.createMany({ data: students.map(({ id }) => ({ studentId: id, tagId: tag.id })) });
  return { teacher, tag };
}

describe('loadRosterPage statements (issue 38)', () => {
  it('reads a page and the tags in six statements, for 20 students or 300, filtered or not', async () => {
    const small = await teacherWithStudents(20);
    const large = await teacherWithStudents(300);
    const run = async (teacherId: string, input: Record<string, unknown>) => {
      const { count, result, statements } = await countQueries(() =>
        loadRosterPage({ teacherId, query: query(input) }),
      );
      return { count, rows: result.list.data.length, tags: result.tags.length, statements };
    };
    const smallPage = await run(small.teacher.id, {});
    const largePage = await run(large.teacher.id, {});
    const largeSearch = await run(large.teacher.id, { search: 'student 01', tagId: large.tag.id, sort: 'level' });
    expect([smallPage.rows, largePage.rows, largeSearch.rows]).toEqual([20, 20, 20]);
    expect(largePage.tags).toBe(1);
    // The page's ids with its capped count, their rows, tags, families, the activity; the teacher's tags.
    expect(smallPage.count).toBeLessThanOrEqual(6);
    expect(largePage.count).toBe(smallPage.count);
    expect(largeSearch.count).toBe(smallPage.count);
    // No per-tag student counts (listTags' grouped count) on the page.
    expect(largePage.statements.some((sql) => /GROUP BY/i.test(sql) && /student_tags/.test(sql))).toBe(false);
  }, 120_000);
});
