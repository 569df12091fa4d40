import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createService, createStudent, createTeacher } from '@/test/factories';
import { callRoute, sessionCookie } from '@/test/http';
import { DELETE as leave, GET as getPlace } from './[serviceId]/route';
import { POST as join } from './route';

/** Positions tie-break on id within one millisecond: a pause keeps the joining order deterministic. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 3));

async function teacherWithGroup() {
  const teacher = await createTeacher();
  const service = await createService({ teacherId: teacher.id, groupType: 'group', capacity: 2 });
  return { teacher, service };
}

async function signedInStudent(teacherId: string) {
  const student = await createStudent({ teacherId });
  return { student, cookie: await sessionCookie({ role: 'student', studentId: student.id }) };
}

const joinAs = (cookie: string, serviceId: string) =>
  callRoute(join, { method: 'POST', path: '/api/student/waitlist', cookie, body: { serviceId } });
const placeOf = (cookie: string, serviceId: string) =>
  callRoute(getPlace, { path: `/api/student/waitlist/${serviceId}`, cookie, params: { serviceId } });
const leaveAs = (cookie: string, serviceId: string) =>
  callRoute(leave, { method: 'DELETE', path: `/api/student/waitlist/${serviceId}`, cookie, params: { serviceId } });

describe('POST /api/student/waitlist', () => {
  it('joins at position 1 (201), with the place shape, and audits the join', async () => {
    const { teacher, service } = await teacherWithGroup();
    const { student, cookie } = await signedInStudent(teacher.id);
    const response = await joinAs(cookie, service.id);
    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      serviceId: service.id,
      status: 'waiting',
      position: 1,
      joinedAt: expect.any(String),
      notifiedAt: null,
    });
    const entry = await db.waitlistEntry.findFirstOrThrow({ where: { serviceId: service.id, studentId: student.id } });
    expect(entry).toMatchObject({ teacherId: teacher.id, status: 'waiting' });
    await flushAudits();
    expect(await db.auditLog.count({ where: { teacherId: teacher.id, action: 'waitlist.join' } })).toBe(1);
  });

  it('is idempotent while waiting: 200 with the same place, one row', async () => {
    const { teacher, service } = await teacherWithGroup();
    const { student, cookie } = await signedInStudent(teacher.id);
    const first = await joinAs(cookie, service.id);
    const again = await joinAs(cookie, service.id);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(await db.waitlistEntry.count({ where: { serviceId: service.id, studentId: student.id } })).toBe(1);
  });

  it('is idempotent while notified: the offer is kept', async () => {
    const { teacher, service } = await teacherWithGroup();
    const { student, cookie } = await signedInStudent(teacher.id);
    await joinAs(cookie, service.id);
    const notifiedAt = new Date('2026-11-20T10:00:00Z');
    await db.waitlistEntry.updateMany({ where: { studentId: student.id }, data: { status: 'notified', notifiedAt } });
    const again = await joinAs(cookie, service.id);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ status: 'notified', notifiedAt: notifiedAt.toISOString(), position: 1 });
  });

  it('numbers several students in joining order', async () => {
    const { teacher, service } = await teacherWithGroup();
    const students = [];
    for (let index = 0; index < 3; index += 1) {
      const signedIn = await signedInStudent(teacher.id);
      const response = await joinAs(signedIn.cookie, service.id);
      expect(response.json.position).toBe(index + 1);
      students.push(signedIn);
      await tick();
    }
    // The first one leaves: everyone behind moves up.
    expect((await leaveAs(students[0]!.cookie, service.id)).status).toBe(204);
    expect((await placeOf(students[1]!.cookie, service.id)).json.position).toBe(1);
    expect((await placeOf(students[2]!.cookie, service.id)).json.position).toBe(2);
  });

  it('re-opens a left entry at the end of the line (201, new joinedAt)', async () => {
    const { teacher, service } = await teacherWithGroup();
    const first = await signedInStudent(teacher.id);
    const second = await signedInStudent(teacher.id);
    const joined = await joinAs(first.cookie, service.id);
    await tick();
    await joinAs(second.cookie, service.id);
    await tick();
    await leaveAs(first.cookie, service.id);
    const back = await joinAs(first.cookie, service.id);
    expect(back.status).toBe(201);
    expect(back.json).toMatchObject({ status: 'waiting', position: 2, notifiedAt: null });
    expect(Date.parse(back.json.joinedAt)).toBeGreaterThan(Date.parse(joined.json.joinedAt));
    expect((await placeOf(second.cookie, service.id)).json.position).toBe(1);
    expect(await db.waitlistEntry.count({ where: { serviceId: service.id, studentId: first.student.id } })).toBe(1);
  });

  it('re-opens a converted entry as waiting', async () => {
    const { teacher, service } = await teacherWithGroup();
    const { student, cookie } = await signedInStudent(teacher.id);
    await joinAs(cookie, service.id);
    await db.waitlistEntry.updateMany({ where: { studentId: student.id }, data: { status: 'converted' } });
    const back = await joinAs(cookie, service.id);
    expect(back.status).toBe(201);
    expect(back.json).toMatchObject({ status: 'waiting', position: 1 });
  });

  it("404 for another teacher's service, a deleted, an archived and an unpublished one; nothing written", async () => {
    const { teacher } = await teacherWithGroup();
    const { student, cookie } = await signedInStudent(teacher.id);
    const other = await teacherWithGroup();
    const deleted = await createService({ teacherId: teacher.id, deletedAt: new Date() });
    const archived = await createService({ teacherId: teacher.id, status: 'archived' });
    const draft = await createService({ teacherId: teacher.id, status: 'draft' });
    for (const serviceId of [other.service.id, deleted.id, archived.id, draft.id]) {
      const response = await joinAs(cookie, serviceId);
      expect(response.status).toBe(404);
      expect(response.json.error.code).toBe('NOT_FOUND');
    }
    expect(await db.waitlistEntry.count({ where: { studentId: student.id } })).toBe(0);
  });

  it('400 on a bad body (unknown field, not a uuid, missing)', async () => {
    const { teacher, service } = await teacherWithGroup();
    const { student, cookie } = await signedInStudent(teacher.id);
    for (const body of [{ serviceId: service.id, position: 1 }, { serviceId: 'nope' }, {}]) {
      const response = await callRoute(join, { method: 'POST', path: '/api/student/waitlist', cookie, body });
      expect(response.status).toBe(400);
      expect(response.json.error.code).toBe('VALIDATION_ERROR');
    }
    expect(await db.waitlistEntry.count({ where: { studentId: student.id } })).toBe(0);
  });

  it('401 without a cookie, 403 for a teacher session', async () => {
    const { teacher, service } = await teacherWithGroup();
    expect((await callRoute(join, { method: 'POST', body: { serviceId: service.id } })).status).toBe(401);
    const teacherSession = await sessionCookie({ role: 'teacher', teacherId: teacher.id });
    expect((await joinAs(teacherSession, service.id)).status).toBe(403);
    expect((await placeOf('', service.id)).status).toBe(401);
    expect((await leaveAs('', service.id)).status).toBe(401);
  });
});

describe('GET and DELETE /api/student/waitlist/:serviceId', () => {
  it("keeps another student's entry invisible: 404 to read or leave it", async () => {
    const { teacher, service } = await teacherWithGroup();
    const owner = await signedInStudent(teacher.id);
    const classmate = await signedInStudent(teacher.id);
    await joinAs(owner.cookie, service.id);
    expect((await placeOf(classmate.cookie, service.id)).status).toBe(404);
    expect((await leaveAs(classmate.cookie, service.id)).status).toBe(404);
    // Another teacher's student with the same service id sees nothing either.
    const stranger = await signedInStudent((await createTeacher()).id);
    expect((await placeOf(stranger.cookie, service.id)).status).toBe(404);
    expect((await placeOf(owner.cookie, service.id)).json.status).toBe('waiting');
  });

  it('leaves (204, cancelled), then the place is 404 and leaving again is 404', async () => {
    const { teacher, service } = await teacherWithGroup();
    const { student, cookie } = await signedInStudent(teacher.id);
    await joinAs(cookie, service.id);
    expect((await leaveAs(cookie, service.id)).status).toBe(204);
    const entry = await db.waitlistEntry.findFirstOrThrow({ where: { studentId: student.id } });
    expect(entry.status).toBe('cancelled');
    expect((await placeOf(cookie, service.id)).status).toBe(404);
    expect((await leaveAs(cookie, service.id)).status).toBe(404);
  });

  it('404 when never on the list; 400 for a malformed service id', async () => {
    const { teacher, service } = await teacherWithGroup();
    const { cookie } = await signedInStudent(teacher.id);
    expect((await placeOf(cookie, service.id)).status).toBe(404);
    const bad = await callRoute(getPlace, { cookie, params: { serviceId: 'x' } });
    expect(bad.status).toBe(400);
  });

  it('a notified student who leaves passes the offer to the next in line', async () => {
    const { teacher, service } = await teacherWithGroup();
    const first = await signedInStudent(teacher.id);
    const second = await signedInStudent(teacher.id);
    await joinAs(first.cookie, service.id);
    await tick();
    await joinAs(second.cookie, service.id);
    await db.waitlistEntry.updateMany({
      where: { studentId: first.student.id },
      data: { status: 'notified', notifiedAt: new Date() },
    });
    expect((await leaveAs(first.cookie, service.id)).status).toBe(204);
    expect((await placeOf(second.cookie, service.id)).json).toMatchObject({ status: 'notified', position: 1 });
    expect(await db.emailOutbox.count({ where: { to: second.student.email } })).toBe(1);
  });
});
