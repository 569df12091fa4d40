import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET, POST } from './route';

const path = '/api/teacher/contact-log';

describe('/api/teacher/contact-log', () => {
  it('adds an entry (201) and lists it for the student', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const student = await createStudent({ teacherId: teacher.id });
    const added = await callRoute(POST, {
      method: 'POST',
      path,
      cookie,
      body: { studentId: student.id, channel: 'messaging', note: 'Sent the homework' },
    });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({ studentId: student.id, channel: 'messaging', note: 'Sent the homework' });
    const listed = await callRoute(GET, { path: `${path}?studentId=${student.id}`, cookie });
    expect(listed.json).toMatchObject({ total: 1, data: [{ id: added.json.id }] });
  });

  it('validates the body: channel, note length, sentAt format', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const response = await callRoute(POST, {
      method: 'POST',
      path,
      cookie: await teacherCookie(teacher.id),
      body: { studentId: student.id, channel: 'pigeon', note: 'x'.repeat(1001), sentAt: 'yesterday' },
    });
    expect(response.status).toBe(400);
    expect(response.json.error.details.map((detail: { path: string }) => detail.path).sort()).toEqual([
      'channel',
      'note',
      'sentAt',
    ]);
  });

  it("answers 404 for another teacher's student and writes nothing", async () => {
    const student = await createStudent({ teacherId: (await createTeacher()).id });
    const cookie = await teacherCookie((await createTeacher()).id);
    const added = await callRoute(POST, {
      method: 'POST',
      path,
      cookie,
      body: { studentId: student.id, channel: 'email' },
    });
    expect(added.status).toBe(404);
    expect((await callRoute(GET, { path: `${path}?studentId=${student.id}`, cookie })).status).toBe(404);
    expect(await db.contactLogEntry.count({ where: { studentId: student.id } })).toBe(0);
  });
});
