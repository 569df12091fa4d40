import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { callRoute, callRouteWithBody, teacherCookie } from '@/test/http';
import { POST as commit } from './[id]/commit/route';
import { POST as undo } from './[id]/undo/route';
import { POST } from './route';

const path = '/api/teacher/imports';

function form(csv: string) {
  const body = new FormData();
  body.set('file', new Blob([csv]), 'students.csv');
  body.set('kind', 'students');
  return body;
}

async function previewAndCommit(cookie: string, csv: string) {
  const { json: previewed } = await callRouteWithBody(POST, form(csv), { path, cookie });
  const params = { id: previewed.id as string };
  const committed = await callRoute(commit, { method: 'POST', path: `${path}/${params.id}/commit`, params, cookie });
  return { previewed, committed, params };
}

const twoFamilies = [
  'Name,Email,Parent Name,Parent Email',
  'Mia Weber,mia.weber@example.test,Anna Weber,ANNA.WEBER@example.test',
  'Jonas Weber,jonas.weber@example.test,Anna Weber,anna.weber@example.test',
  'Lina Okafor,lina.okafor@example.test,Okafor family,chi.okafor@example.test',
  'Tom Adult,tom.adult@example.test,,',
].join('\n');

describe('students import with families (issue 34 through issue 37)', () => {
  it('groups students by payer e-mail into families, and undo takes the families back with the students', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const { previewed, committed, params } = await previewAndCommit(cookie, twoFamilies);
    expect(previewed.mapping).toMatchObject({ payer: 'Parent Name', payerEmail: 'Parent Email' });
    expect(committed.status).toBe(200);
    expect(committed.json.counts).toMatchObject({ create: 4 });

    const families = await db.family.findMany({
      where: { teacherId: teacher.id },
      orderBy: { payerEmail: 'asc' },
      select: {
        name: true,
        payerName: true,
        payerEmail: true,
        members: { select: { email: true }, orderBy: { email: 'asc' } },
      },
    });
    expect(families).toEqual([
      {
        name: 'Anna Weber',
        payerName: 'Anna Weber',
        payerEmail: 'anna.weber@example.test',
        members: [{ email: 'jonas.weber@example.test' }, { email: 'mia.weber@example.test' }],
      },
      {
        name: 'Okafor family',
        payerName: 'Okafor family',
        payerEmail: 'chi.okafor@example.test',
        members: [{ email: 'lina.okafor@example.test' }],
      },
    ]);
    const tom = await db.student.findFirstOrThrow({
      where: { teacherId: teacher.id, email: 'tom.adult@example.test' },
    });
    expect(tom.familyId).toBeNull();

    const undone = await callRoute(undo, { method: 'POST', path: `${path}/${params.id}/undo`, params, cookie });
    expect(undone.status).toBe(200);
    expect(await db.family.count({ where: { teacherId: teacher.id } })).toBe(0);
    expect(await db.student.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it('joins an existing student and an existing family, keeps a student in their own family, and undo restores', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const family = await db.family.create({
      data: { teacherId: teacher.id, name: 'Weber', payerName: 'Anna Weber', payerEmail: 'anna.weber@example.test' },
    });
    const other = await db.family.create({
      data: { teacherId: teacher.id, name: 'Okafor', payerName: 'Chi Okafor', payerEmail: 'chi.okafor@example.test' },
    });
    const mia = await createStudent({ teacherId: teacher.id, email: 'mia.weber@example.test', name: 'Mia Weber' });
    const lina = await createStudent({ teacherId: teacher.id, email: 'lina.okafor@example.test', name: 'Lina Okafor' });
    await db.student.update({ where: { id: lina.id }, data: { familyId: other.id } });
    const csv = [
      'Name,Email,Parent Name,Parent Email',
      'Mia Weber,mia.weber@example.test,Anna Weber,anna.weber@example.test',
      'Lina Okafor,lina.okafor@example.test,Anna Weber,anna.weber@example.test',
    ].join('\n');
    const { json: previewed } = await callRouteWithBody(POST, form(csv), { path, cookie });
    // Mia only joins the family: an update. Lina is in another family: an error on her row.
    expect(previewed.rows.map((row: { action: string }) => row.action)).toEqual(['update', 'skip']);
    expect(previewed.rows[1].errors).toEqual([
      { field: 'payerEmail', message: 'Already in the family of chi.okafor@example.test' },
    ]);
    const params = { id: previewed.id as string };
    const committed = await callRoute(commit, {
      method: 'POST',
      path: `${path}/${params.id}/commit`,
      params,
      cookie,
      body: { skipInvalidRows: true },
    });
    expect(committed.status).toBe(200);
    expect((await db.student.findUniqueOrThrow({ where: { id: mia.id } })).familyId).toBe(family.id);
    expect((await db.student.findUniqueOrThrow({ where: { id: lina.id } })).familyId).toBe(other.id);
    expect(await db.family.count({ where: { teacherId: teacher.id } })).toBe(2);

    const undone = await callRoute(undo, { method: 'POST', path: `${path}/${params.id}/undo`, params, cookie });
    expect(undone.status).toBe(200);
    expect((await db.student.findUniqueOrThrow({ where: { id: mia.id } })).familyId).toBeNull();
    // The family existed before the import: it stays.
    expect(await db.family.count({ where: { teacherId: teacher.id } })).toBe(2);
  });

  it('refuses an invalid payer e-mail on its row and writes nothing for it', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const { json: previewed } = await callRouteWithBody(
      POST,
      form('Name,Email,Parent Email\nMia,mia@example.test,not-an-email\n'),
      { path, cookie },
    );
    expect(previewed.rows[0].errors).toEqual([
      { field: 'payerEmail', message: 'Enter a valid e-mail address for the payer' },
    ]);
    expect(await db.family.count({ where: { teacherId: teacher.id } })).toBe(0);
  });
});
