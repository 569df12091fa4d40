import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET } from '../route';
import { POST } from './route';

beforeEach(() => vi.stubEnv('RESEND_API_KEY', ''));
afterEach(() => vi.unstubAllEnvs());

const path = '/api/teacher/reviews/requests/send';

async function completedSession() {
  const teacher = await createTeacher();
  const student = await createStudent({ teacherId: teacher.id });
  const service = await createService({ teacherId: teacher.id });
  const session = await createSession({
    teacherId: teacher.id,
    serviceId: service.id,
    studentId: student.id,
    status: 'completed',
  });
  return { teacher, student, service, session };
}

describe('POST /api/teacher/reviews/requests/send', () => {
  it('sends (201) once, lists it, and answers 409 the second time', async () => {
    const { teacher, student, service, session } = await completedSession();
    const cookie = await teacherCookie(teacher.id);
    const sent = await callRoute(POST, { method: 'POST', path, cookie, body: { sessionId: session.id } });
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({ sessionId: session.id, studentId: student.id, completedAt: null });
    const again = await callRoute(POST, { method: 'POST', path, cookie, body: { sessionId: session.id } });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('CONFLICT');

    const list = await callRoute(GET, { path: '/api/teacher/reviews/requests', cookie });
    expect(list.status).toBe(200);
    expect(list.json).toMatchObject({
      page: 1,
      limit: 20,
      total: 1,
      data: [
        {
          id: sent.json.id,
          student: { id: student.id, name: student.name },
          service: { id: service.id, name: service.name },
          sessionStartsAt: session.startUtc.toISOString(),
        },
      ],
    });
  });

  it("answers 404 for another teacher's session and keeps it out of their list", async () => {
    const { session } = await completedSession();
    const stranger = await createTeacher();
    const cookie = await teacherCookie(stranger.id);
    const response = await callRoute(POST, { method: 'POST', path, cookie, body: { sessionId: session.id } });
    expect(response.status).toBe(404);
    expect((await callRoute(GET, { path: '/api/teacher/reviews/requests', cookie })).json.total).toBe(0);
  });

  it('refuses unknown fields and a malformed id (400), and strangers (401)', async () => {
    const { teacher, session } = await completedSession();
    const cookie = await teacherCookie(teacher.id);
    const extra = await callRoute(POST, {
      method: 'POST',
      path,
      cookie,
      body: { sessionId: session.id, studentId: session.studentId },
    });
    expect(extra.status).toBe(400);
    expect((await callRoute(POST, { method: 'POST', path, cookie, body: { sessionId: 'x' } })).status).toBe(400);
    expect((await callRoute(POST, { method: 'POST', path, body: { sessionId: session.id } })).status).toBe(401);
  });
});
