import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET as LIST } from '../route';
import { GET, PATCH } from './route';

const call = (handler: typeof GET, method: string, id: string, cookie: string, body?: unknown) =>
  callRoute(handler, { method, path: `/api/teacher/students/${id}`, params: { id }, cookie, body });

describe('students and their family (issue 34)', () => {
  it('carries familyId and isMinor; the profile shows the payer, the roster the family', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const family = await db.family.create({
      data: {
        teacherId: teacher.id,
        name: 'Rossi',
        payerName: 'Maria Rossi',
        payerEmail: `maria.${teacher.id}@example.test`,
        payerPhone: '+39 333 1234567',
      },
    });
    const child = await createStudent({ teacherId: teacher.id, familyId: family.id, isMinor: true });
    const alone = await createStudent({ teacherId: teacher.id });

    const profile = await call(GET, 'GET', child.id, cookie);
    expect(profile.status).toBe(200);
    expect(profile.json).toMatchObject({
      familyId: family.id,
      isMinor: true,
      family: {
        id: family.id,
        name: 'Rossi',
        payer: { name: 'Maria Rossi', email: family.payerEmail, phone: '+39 333 1234567' },
      },
    });
    expect((await call(GET, 'GET', alone.id, cookie)).json).toMatchObject({
      familyId: null,
      isMinor: false,
      family: null,
    });

    const roster = await callRoute(LIST, { method: 'GET', path: '/api/teacher/students?limit=100', cookie });
    const rows = new Map(roster.json.data.map((row: { id: string }) => [row.id, row]));
    expect(rows.get(child.id)).toMatchObject({
      familyId: family.id,
      isMinor: true,
      family: { id: family.id, name: 'Rossi' },
    });
    expect(rows.get(alone.id)).toMatchObject({ familyId: null, family: null });
  });

  it('PATCH sets isMinor (a boolean only), and never the family', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const student = await createStudent({ teacherId: teacher.id });
    const patched = await call(PATCH, 'PATCH', student.id, cookie, { isMinor: true });
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({ isMinor: true, familyId: null });
    expect((await call(PATCH, 'PATCH', student.id, cookie, { isMinor: 'yes' })).status).toBe(400);
    const family = await db.family.create({
      data: { teacherId: teacher.id, name: 'F', payerName: 'P', payerEmail: `p.${teacher.id}@example.test` },
    });
    expect((await call(PATCH, 'PATCH', student.id, cookie, { familyId: family.id })).status).toBe(400);
    expect(await db.student.findUniqueOrThrow({ where: { id: student.id } })).toMatchObject({
      isMinor: true,
      familyId: null,
    });
  });

  it("cannot change another teacher's student's isMinor (404)", async () => {
    const owner = await createTeacher();
    const student = await createStudent({ teacherId: owner.id });
    const intruder = await createTeacher();
    const response = await call(PATCH, 'PATCH', student.id, await teacherCookie(intruder.id), { isMinor: true });
    expect(response.status).toBe(404);
    expect((await db.student.findUniqueOrThrow({ where: { id: student.id } })).isMinor).toBe(false);
  });
});
