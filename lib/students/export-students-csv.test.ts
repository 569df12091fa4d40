import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createEnrollment, createService, createStudent, createTag, createTeacher } from '@/test/factories';
import { exportStudentsCsv, studentCsvColumns } from './export-students-csv';

const readAll = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe('exportStudentsCsv', () => {
  it('streams every non-deleted student, batch after batch, with the documented columns', async () => {
    const teacher = await createTeacher();
    await db.student.createMany({
      data: Array.from({ length: 7 }, (_, index) => ({
        teacherId: teacher.id,
        name: `Student ${index}`,
        email: `s${index}.${teacher.id}@example.test`,
      })),
    });
    await createStudent({ teacherId: teacher.id, name: 'Gone', deletedAt: new Date() });
    await createStudent({ teacherId: (await createTeacher()).id, name: 'Not mine' });

    const csv = await readAll(exportStudentsCsv({ teacherId: teacher.id, timeZone: teacher.timezone, batchSize: 3 }));
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(studentCsvColumns.map((column) => column.header).join(','));
    expect(lines).toHaveLength(8);
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(
      Array.from({ length: 7 }, (_, i) => `Student ${i}`),
    );
    expect(csv).not.toMatch(/Gone|Not mine/);
  });

  it('neutralises formulas in any cell and carries tags and credits', async () => {
    const teacher = await createTeacher();
    const tag = await createTag({ teacherId: teacher.id, name: '+vip' });
    const student = await createStudent({
      teacherId: teacher.id,
      name: '=cmd()',
      phone: '@SUM(A1)',
      tags: { create: [{ tagId: tag.id }] },
    });
    const service = await createService({ teacherId: teacher.id });
    await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: student.id, sessionsTotal: 8 });
    const [, row] = (await readAll(exportStudentsCsv({ teacherId: teacher.id, timeZone: teacher.timezone })))
      .trimEnd()
      .split('\r\n');
    const cells = row!.split(',');
    const cell = (header: string) => cells[studentCsvColumns.findIndex((column) => column.header === header)];
    expect(cell('Name')).toBe("'=cmd()");
    expect(cell('Phone')).toBe("'@SUM(A1)");
    expect(cell('Tags')).toBe("'+vip");
    expect(cell('Credits available')).toBe('8');
    expect(row).not.toMatch(/(^|,)=/);
  });

  it("writes times on the teacher's clock with the offset (ISO 8601), not in UTC", async () => {
    const teacher = await createTeacher({ timezone: 'Europe/Madrid' });
    await createStudent({ teacherId: teacher.id, name: 'Late sign-up', createdAt: new Date('2026-01-10T23:30:00Z') });
    const [, row] = (await readAll(exportStudentsCsv({ teacherId: teacher.id, timeZone: 'Europe/Madrid' })))
      .trimEnd()
      .split('\r\n');
    const added = row!.split(',')[studentCsvColumns.findIndex((column) => column.header === 'Added')];
    expect(added).toBe('2026-01-11T00:30:00+01:00');
  });

  it('answers just the header for a teacher without students', async () => {
    const teacher = await createTeacher();
    expect(await readAll(exportStudentsCsv({ teacherId: teacher.id, timeZone: teacher.timezone }))).toBe(
      `${studentCsvColumns.map((column) => column.header).join(',')}\r\n`,
    );
  });
});
