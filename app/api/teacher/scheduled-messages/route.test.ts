/** GET, POST /api/teacher/scheduled-messages; DELETE /api/teacher/scheduled-messages/:id. */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { pendingMessage, teacherWithStudents } from '@/test/scheduled-messages/message-scene';
import { callRoute, teacherCookie } from '@/test/http';
import { DELETE as cancelRoute } from './[id]/route';
import { GET as listRoute, POST as createRoute } from './route';

const path = '/api/teacher/scheduled-messages';
const list = (cookie: string | undefined, search = '') => callRoute(listRoute, { path: `${path}${search}`, cookie });
const create = (cookie: string | undefined, body: unknown) =>
  callRoute(createRoute, { method: 'POST', path, cookie, body });
const cancel = (cookie: string | undefined, id: string) =>
  callRoute(cancelRoute, { method: 'DELETE', path: `${path}/${id}`, params: { id }, cookie });

const inTwoDays = () => new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString();
const message = { subject: 'Holiday schedule', body: 'No lessons next week.' };

async function signedIn() {
  const scene = await teacherWithStudents();
  return { ...scene, cookie: await teacherCookie(scene.teacher.id) };
}

describe('scheduled messages routes', () => {
  it('answer 401 without a session', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect((await list(undefined)).status).toBe(401);
    expect((await create(undefined, { audience: 'all_active', ...message, sendAt: inTwoDays() })).status).toBe(401);
    expect((await cancel(undefined, id)).status).toBe(401);
  });

  it('POST schedules a message (201) with the preview of its recipients; GET lists it as pending', async () => {
    const { cookie, ana } = await signedIn();
    const sendAt = inTwoDays();
    const response = await create(cookie, { audience: 'student', studentId: ana.id, ...message, sendAt });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      audience: 'student',
      studentId: ana.id,
      audienceLabel: 'Ana Active',
      subject: 'Holiday schedule',
      sendAt,
      timezone: 'Europe/Madrid',
      status: 'pending',
      recipientPreview: 1,
    });
    const listed = await list(cookie, '?status=pending');
    expect(listed.json).toMatchObject({
      page: 1,
      limit: 20,
      total: 1,
      data: [{ id: response.json.id, recipientCount: null }],
    });
    expect((await list(cookie, '?status=sent')).json).toMatchObject({ total: 0, data: [] });
  });

  it('POST refuses a missing studentId, a past time and a foreign tag (400), a foreign student (404)', async () => {
    const { cookie } = await signedIn();
    const other = await teacherWithStudents();
    const missing = await create(cookie, { audience: 'student', ...message, sendAt: inTwoDays() });
    expect(missing.status).toBe(400);
    expect(missing.json.error.details).toEqual([{ path: 'studentId', message: 'Choose a student' }]);
    const past = await create(cookie, { audience: 'all_active', ...message, sendAt: '2020-01-01T10:00' });
    expect(past.status).toBe(400);
    expect(past.json.error.details).toEqual([{ path: 'sendAt', message: 'Choose a time at least a minute from now' }]);
    const tag = await create(cookie, { audience: 'tag', tagId: other.tag.id, ...message, sendAt: inTwoDays() });
    expect(tag.status).toBe(400);
    const student = await create(cookie, {
      audience: 'student',
      studentId: other.ana.id,
      ...message,
      sendAt: inTwoDays(),
    });
    expect(student.status).toBe(404);
  });

  it("GET lists only the teacher's own messages, pending soonest first", async () => {
    const { teacher, cookie } = await signedIn();
    const other = await teacherWithStudents();
    const later = await pendingMessage({ teacherId: teacher.id, sendAt: new Date('2030-02-01T10:00:00Z') });
    const sooner = await pendingMessage({ teacherId: teacher.id, sendAt: new Date('2030-01-01T10:00:00Z') });
    await pendingMessage({ teacherId: other.teacher.id, sendAt: new Date('2030-01-01T10:00:00Z') });
    const response = await list(cookie, '?status=pending');
    expect(response.json.data.map((row: { id: string }) => row.id)).toEqual([sooner.id, later.id]);
    expect((await list(cookie, '?status=unknown')).status).toBe(400);
  });

  it('DELETE cancels a pending message; again, or a sent one, is 409; another teacher’s is 404', async () => {
    const { teacher, cookie } = await signedIn();
    const other = await signedIn();
    const pending = await pendingMessage({ teacherId: teacher.id, sendAt: new Date('2030-01-01T10:00:00Z') });

    expect((await cancel(other.cookie, pending.id)).status).toBe(404);
    const cancelled = await cancel(cookie, pending.id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ id: pending.id, status: 'cancelled', cancelledAt: expect.any(String) });
    expect((await cancel(cookie, pending.id)).json.error.code).toBe('INVALID_STATE');

    const sent = await pendingMessage({ teacherId: teacher.id, sendAt: new Date('2030-01-01T10:00:00Z') });
    await db.scheduledMessage.update({ where: { id: sent.id }, data: { status: 'sent', sentAt: new Date() } });
    const refused = await cancel(cookie, sent.id);
    expect(refused.status).toBe(409);
    expect((await list(cookie, '?status=cancelled')).json.total).toBe(1);
  });
});
