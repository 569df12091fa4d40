import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { encryptSecret } from '@/lib/core/crypto';
import { studentWithHistory } from '@/test/privacy/student-with-history';
import { createStudent, createTeacher } from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { exportSources } from './export-sources';
import { teacherExportChunks, teacherExportFilename, teacherExportStream } from './stream-teacher-export';

const readAll = async (teacherId: string) => new Response(teacherExportStream(teacherId)).text();

describe('teacher data export (stream)', () => {
  it('holds the teacher and every category, nothing of another teacher and no secret', async () => {
    const mine = await studentWithHistory();
    const theirs = await studentWithHistory();
    const feedToken = `feed-${crypto.randomUUID()}`;
    const refreshToken = `refresh-${crypto.randomUUID()}`;
    await db.teacher.update({
      where: { id: mine.teacher.id },
      data: { calendarFeedToken: feedToken, idpSubject: `sub-${feedToken}` },
    });
    await db.calendarConnection.create({
      data: {
        teacherId: mine.teacher.id,
        accountEmail: 'cal@example.test',
        encryptedRefreshToken: encryptSecret(refreshToken, mine.teacher.id),
      },
    });
    const studentFeed = `student-feed-${crypto.randomUUID()}`;
    await db.student.update({ where: { id: mine.student.id }, data: { calendarFeedToken: studentFeed } });
    const sealed = (await db.calendarConnection.findUniqueOrThrow({ where: { teacherId: mine.teacher.id } }))
      .encryptedRefreshToken;

    const text = await readAll(mine.teacher.id);
    const data = JSON.parse(text);

    expect(data.format).toBe('lektio-teacher-export/1');
    expect(data.teacher).toMatchObject({ id: mine.teacher.id, slug: mine.teacher.slug });
    expect(Object.keys(data.categories)).toEqual(exportSources.map((source) => source.category));
    expect(data.categories.students.map((row: { id: string }) => row.id).sort()).toEqual(
      [mine.student.id, mine.other.id].sort(),
    );
    expect(
      data.categories.payments.map((row: { amount: number }) => row.amount).sort((a: number, b: number) => a - b),
    ).toEqual([9_900, 30_000]);
    expect(data.categories.reviews[0]).toMatchObject({ rating: 4 });
    expect(data.categories.legalDocumentVersions).toHaveLength(1);
    expect(data.categories.calendarConnections[0]).toMatchObject({ accountEmail: 'cal@example.test' });
    // No secret, in any field or spelling.
    for (const secret of [
      feedToken,
      studentFeed,
      sealed,
      refreshToken,
      'encryptedRefreshToken',
      'calendarFeedToken',
      'idpSubject',
    ]) {
      expect(text).not.toContain(secret);
    }
    // Nothing of the other practice.
    for (const foreign of [theirs.teacher.id, theirs.student.id, theirs.identity.name, theirs.identity.email]) {
      expect(text).not.toContain(foreign);
    }
  });

  it("holds the families with their payers, not their feed secret nor another teacher's family", async () => {
    const mine = await createTeacher();
    const theirs = await createTeacher();
    const token = `family-feed-${crypto.randomUUID()}`;
    const family = await db.family.create({
      data: {
        teacherId: mine.id,
        name: 'Rossi',
        payerName: 'Maria Rossi',
        payerEmail: `maria.${token}@example.test`,
        calendarFeedToken: token,
      },
    });
    const child = await createStudent({ teacherId: mine.id, familyId: family.id, isMinor: true });
    const foreign = await db.family.create({
      data: {
        teacherId: theirs.id,
        name: 'Other',
        payerName: 'Other Payer',
        payerEmail: `other.${token}@example.test`,
      },
    });
    const text = await readAll(mine.id);
    const data = JSON.parse(text);
    expect(data.categories.families).toEqual([
      expect.objectContaining({
        id: family.id,
        name: 'Rossi',
        payerName: 'Maria Rossi',
        payerEmail: family.payerEmail,
      }),
    ]);
    expect(data.categories.students).toEqual([
      expect.objectContaining({ id: child.id, familyId: family.id, isMinor: true }),
    ]);
    expect(text).not.toContain(`"${token}"`);
    expect(text).not.toContain(foreign.id);
  });

  it('an empty practice is still complete JSON with every category empty', async () => {
    const teacher = await createTeacher();
    const data = JSON.parse(await readAll(teacher.id));
    expect(Object.values(data.categories).every((rows) => Array.isArray(rows) && rows.length === 0)).toBe(true);
  });

  it('reads in keyset batches of 500: 1,200 students take two more statements than 3', async () => {
    const count = async (students: number) => {
      const teacher = await createTeacher();
      await db.student.createMany({
        data: Array.from({ length: students }, (_, index) => ({
          teacherId: teacher.id,
          name: `Student ${index}`,
          email: `s${index}.${teacher.id}@example.test`,
        })),
      });
      const { result, count: statements } = await countQueries(async () => {
        const rows: string[] = [];
        for await (const chunk of teacherExportChunks(teacher.id)) rows.push(chunk);
        return JSON.parse(rows.join('')) as { categories: { students: { id: string }[] } };
      });
      expect(result.categories.students).toHaveLength(students);
      expect(new Set(result.categories.students.map((row) => row.id)).size).toBe(students);
      return statements;
    };
    const few = await count(3);
    const many = await count(1_200);
    // 1,200 rows = pages of 500, 500 and 200: two statements more; 3 rows fit in one page.
    expect(many - few).toBe(2);
  });

  it('includes the student-tag links, read in keyset pages on the (student, tag) pair, none of another teacher', async () => {
    const linked = async () => {
      const teacher = await createTeacher();
      const tags = await Promise.all(
        ['A1', 'B2', 'C1'].map((name) => db.tag.create({ data: { teacherId: teacher.id, name } })),
      );
      const students = await Promise.all([0, 1].map(() => createStudent({ teacherId: teacher.id })));
      const links = students.flatMap((student) => tags.map((tag) => ({ studentId: student.id, tagId: tag.id })));
      await db.studentTag.createMany({ data: links });
      return { teacher, links };
    };
    const mine = await linked();
    const theirs = await linked();
    const key = (link: { studentId: string; tagId: string }) => `${link.studentId}/${link.tagId}`;
    const read = async (batchSize: number) => {
      const chunks: string[] = [];
      for await (const chunk of teacherExportChunks(mine.teacher.id, { batchSize })) chunks.push(chunk);
      return (JSON.parse(chunks.join('')) as { categories: { studentTags: { studentId: string; tagId: string }[] } })
        .categories.studentTags;
    };
    // Pages of 2 over 6 links: every link once, in the key's order, whatever the page size.
    for (const batchSize of [2, 4, 500]) {
      const rows = await read(batchSize);
      expect(rows.map(key)).toEqual(mine.links.map(key).sort());
      expect(rows[0]).toMatchObject({ createdAt: expect.any(String) });
    }
    const text = JSON.stringify(await read(2));
    for (const link of theirs.links) expect(text).not.toContain(link.studentId);
  });

  it('names the file by the date in the teacher’s zone', () => {
    const now = new Date('2026-11-25T20:30:00Z');
    expect(teacherExportFilename('Pacific/Auckland', now)).toBe('lektio-data-export-2026-11-26.json');
    expect(teacherExportFilename('America/Los_Angeles', now)).toBe('lektio-data-export-2026-11-25.json');
  });
});
