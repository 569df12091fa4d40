import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createService, createSession, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { freeStart, hour, setup } from '@/test/api/teacher/session-routes';
import { POST } from './route';

const reschedule = (id: string, body: unknown, cookie?: string) =>
  callRoute(POST, { method: 'POST', path: `/api/teacher/sessions/${id}/reschedule`, params: { id }, cookie, body });

const row = (id: string) => db.session.findUniqueOrThrow({ where: { id } });

describe('POST /api/teacher/sessions/:id/reschedule', () => {
  it('moves the session (200) with its previous start', async () => {
    const { teacher, service, cookie } = await setup();
    const start = freeStart();
    const session = await createSession({ teacherId: teacher.id, serviceId: service.id, startUtc: start });
    const to = new Date(start.getTime() + 26 * hour);
    const response = await reschedule(session.id, { startUtc: to.toISOString() }, cookie);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      previousStartsAt: start.toISOString(),
      session: { id: session.id, startsAt: to.toISOString(), endsAt: new Date(to.getTime() + hour).toISOString() },
    });
    expect((await row(session.id)).rescheduleCount).toBe(1);
  });

  it('refuses a bad body (400) and writes nothing; needs a teacher (401)', async () => {
    const { teacher, service, cookie } = await setup();
    const start = freeStart();
    const session = await createSession({ teacherId: teacher.id, serviceId: service.id, startUtc: start });
    const later = new Date(start.getTime() + 5 * hour).toISOString();
    for (const body of [
      {},
      { startUtc: 'tomorrow' },
      { startUtc: later, status: 'completed' },
      { startUtc: later, endUtc: later },
    ]) {
      const response = await reschedule(session.id, body, cookie);
      expect(response.status).toBe(400);
      expect(response.json.error.code).toBe('VALIDATION_ERROR');
    }
    const past = await reschedule(session.id, { startUtc: new Date(Date.now() - hour).toISOString() }, cookie);
    expect(past.json.error.details).toEqual([{ path: 'startUtc', message: 'Choose a time in the future' }]);
    expect((await reschedule(session.id, { startUtc: later })).status).toBe(401);
    const unchanged = await row(session.id);
    expect(unchanged.startUtc).toEqual(start);
    expect(unchanged.rescheduleCount).toBe(0);
  });

  it("answers 404 for another teacher's session, and leaves it alone", async () => {
    const { cookie } = await setup();
    const other = await createTeacher();
    const service = await createService({ teacherId: other.id });
    const start = freeStart();
    const theirs = await createSession({ teacherId: other.id, serviceId: service.id, startUtc: start });
    const response = await reschedule(
      theirs.id,
      { startUtc: new Date(start.getTime() + 5 * hour).toISOString() },
      cookie,
    );
    expect(response.status).toBe(404);
    expect((await row(theirs.id)).startUtc).toEqual(start);
  });

  it('answers 409 SLOT_UNAVAILABLE onto another session and 409 INVALID_STATE for a closed one', async () => {
    const { teacher, service, cookie } = await setup();
    const start = freeStart();
    const session = await createSession({ teacherId: teacher.id, serviceId: service.id, startUtc: start });
    const busy = new Date(start.getTime() + 4 * hour);
    await createSession({ teacherId: teacher.id, serviceId: service.id, startUtc: busy });
    const overlap = await reschedule(
      session.id,
      { startUtc: new Date(busy.getTime() + hour / 2).toISOString() },
      cookie,
    );
    expect(overlap.status).toBe(409);
    expect(overlap.json.error.code).toBe('SLOT_UNAVAILABLE');
    expect((await row(session.id)).startUtc).toEqual(start);

    const cancelled = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      startUtc: new Date(start.getTime() + 8 * hour),
      status: 'cancelled',
    });
    const closed = await reschedule(
      cancelled.id,
      { startUtc: new Date(start.getTime() + 20 * hour).toISOString() },
      await teacherCookie(teacher.id),
    );
    expect(closed.status).toBe(409);
    expect(closed.json.error.code).toBe('INVALID_STATE');
  });
});
