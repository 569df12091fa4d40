import { describe, expect, it } from 'vitest';
import { createTag, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET, POST } from './route';

const path = '/api/teacher/tags';

describe('/api/teacher/tags', () => {
  it("creates a tag (201) and lists only the teacher's tags", async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    await createTag({ teacherId: (await createTeacher()).id, name: 'theirs' });
    const created = await callRoute(POST, {
      method: 'POST',
      path,
      cookie,
      body: { name: ' Exam prep ', color: '#aa3300' },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: 'Exam prep', color: '#aa3300', studentCount: 0 });
    const listed = await callRoute(GET, { path, cookie });
    expect(listed.json).toEqual({ data: [created.json] });
  });

  it('refuses a duplicate name (409) and a bad colour (400)', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    await createTag({ teacherId: teacher.id, name: 'Kids' });
    expect((await callRoute(POST, { method: 'POST', path, cookie, body: { name: 'KIDS' } })).status).toBe(409);
    const bad = await callRoute(POST, { method: 'POST', path, cookie, body: { name: 'Red', color: 'red' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.details).toEqual([{ path: 'color', message: 'Use a colour such as #1f8a70' }]);
  });
});
