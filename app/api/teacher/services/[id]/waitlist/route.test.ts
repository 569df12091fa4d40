/** GET /api/teacher/services/:id/waitlist and POST /api/teacher/services/:id/waitlist/:entryId/offer. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { createEnrollment, createService, createStudent, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { POST as offerRoute } from './[entryId]/offer/route';
import { GET as listRoute } from './route';

beforeEach(() => vi.stubEnv('RESEND_API_KEY', '')); // the development outbox, whatever the shell says

/** A full group course (capacity 1, one student enrolled) with two students waiting. */
async function fullCourse() {
  const teacher = await createTeacher();
  const service = await createService({ teacherId: teacher.id, groupType: 'group', capacity: 1 });
  const enrolled = await createStudent({ teacherId: teacher.id });
  await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: enrolled.id });
  const entries = [];
  for (let index = 0; index < 2; index += 1) {
    const student = await createStudent({ teacherId: teacher.id });
    entries.push(
      await db.waitlistEntry.create({
        data: {
          teacherId: teacher.id,
          serviceId: service.id,
          studentId: student.id,
          createdAt: new Date(Date.UTC(2026, 10, 2, 9, index)),
        },
      }),
    );
  }
  return { teacher, service, entries, cookie: await teacherCookie(teacher.id) };
}

const list = (cookie: string | undefined, serviceId: string, search = '') =>
  callRoute(listRoute, {
    path: `/api/teacher/services/${serviceId}/waitlist${search}`,
    params: { id: serviceId },
    cookie,
  });
const offer = (cookie: string | undefined, serviceId: string, entryId: string) =>
  callRoute(offerRoute, {
    method: 'POST',
    path: `/api/teacher/services/${serviceId}/waitlist/${entryId}/offer`,
    params: { id: serviceId, entryId },
    cookie,
  });

describe('GET /api/teacher/services/:id/waitlist', () => {
  it('lists who waits with position, since when and the offer status, and whether a place is free', async () => {
    const { service, entries, cookie } = await fullCourse();
    const response = await list(cookie, service.id);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ page: 1, limit: 20, total: 2, capacity: 1, placesLeft: 0 });
    expect(response.json.data).toEqual([
      expect.objectContaining({
        id: entries[0]!.id,
        position: 1,
        status: 'waiting',
        joinedAt: '2026-11-02T09:00:00.000Z',
      }),
      expect.objectContaining({ id: entries[1]!.id, position: 2, status: 'waiting', notifiedAt: null }),
    ]);
    expect((await list(cookie, service.id, '?page=2&limit=1')).json.data).toEqual([
      expect.objectContaining({ id: entries[1]!.id, position: 2 }),
    ]);
    expect((await list(cookie, service.id, '?colour=red')).status).toBe(400);
  });

  it("is 401 without a session and 404 for another teacher's service", async () => {
    const { service } = await fullCourse();
    expect((await list(undefined, service.id)).status).toBe(401);
    const stranger = await teacherCookie((await createTeacher()).id);
    const response = await list(stranger, service.id);
    expect(response.status).toBe(404);
    expect(response.json.error.code).toBe('NOT_FOUND');
  });
});

describe('POST /api/teacher/services/:id/waitlist/:entryId/offer', () => {
  it('is 409 SERVICE_FULL while every place is taken, then offers the chosen student a freed place', async () => {
    const { service, entries, cookie } = await fullCourse();
    const full = await offer(cookie, service.id, entries[1]!.id);
    expect(full.status).toBe(409);
    expect(full.json.error.code).toBe('SERVICE_FULL');

    await db.service.update({ where: { id: service.id }, data: { capacity: 2 } });
    const offered = await offer(cookie, service.id, entries[1]!.id);
    expect(offered.status).toBe(200);
    expect(offered.json).toMatchObject({ id: entries[1]!.id, status: 'notified', position: 2 });
    expect(offered.json.notifiedAt).toEqual(expect.any(String));
    const again = await offer(cookie, service.id, entries[1]!.id);
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('INVALID_STATE');
    expect((await list(cookie, service.id)).json.data.map((row: { status: string }) => row.status)).toEqual([
      'waiting',
      'notified',
    ]);
  });

  it("is 404 for another teacher's entry and leaves it waiting (tenancy)", async () => {
    const { service, entries } = await fullCourse();
    await db.service.update({ where: { id: service.id }, data: { capacity: 5 } });
    const other = await fullCourse();
    expect((await offer(other.cookie, service.id, entries[0]!.id)).status).toBe(404);
    expect((await offer(other.cookie, other.service.id, entries[0]!.id)).status).toBe(404);
    expect((await offer(undefined, service.id, entries[0]!.id)).status).toBe(401);
    expect((await db.waitlistEntry.findUniqueOrThrow({ where: { id: entries[0]!.id } })).status).toBe('waiting');
  });

  it('is 400 for ids that are not UUIDs', async () => {
    const { service, cookie } = await fullCourse();
    expect((await offer(cookie, service.id, 'not-an-id')).status).toBe(400);
  });
});
