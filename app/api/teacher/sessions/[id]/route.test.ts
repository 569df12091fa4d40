/** Content, no-show and participants of a teacher's session. */
import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createCancellationPolicy, createEnrollment, createSession, createStudent } from '@/test/factories';
import { callRoute } from '@/test/http';
import { credits, freeStart, pastStart, scheduledWithCredit, setup } from '@/test/api/teacher/session-routes';
import { PATCH as patchContent } from './content/route';
import { POST as noShow } from './no-show/[studentId]/route';
import { DELETE as removeParticipant, GET as listParticipants, POST as addParticipant } from './participants/route';

const base = (id: string) => `/api/teacher/sessions/${id}`;
const content = (cookie: string, id: string, body: unknown) =>
  callRoute(patchContent, { method: 'PATCH', path: `${base(id)}/content`, params: { id }, cookie, body });
const missed = (cookie: string, id: string, studentId: string) =>
  callRoute(noShow, { method: 'POST', path: `${base(id)}/no-show/${studentId}`, params: { id, studentId }, cookie });
const add = (cookie: string, id: string, studentId: string) =>
  callRoute(addParticipant, {
    method: 'POST',
    path: `${base(id)}/participants`,
    params: { id },
    cookie,
    body: { studentId },
  });
const list = (cookie: string, id: string) =>
  callRoute(listParticipants, { path: `${base(id)}/participants`, params: { id }, cookie });
const remove = (cookie: string, id: string, studentId: string) =>
  callRoute(removeParticipant, {
    method: 'DELETE',
    path: `${base(id)}/participants?studentId=${studentId}`,
    params: { id },
    cookie,
  });

describe('PATCH /api/teacher/sessions/:id/content', () => {
  it('changes notes, summary, homework and meeting link; null clears', async () => {
    const { teacher, service, cookie } = await setup();
    const session = await createSession({ teacherId: teacher.id, serviceId: service.id, startUtc: freeStart() });
    const response = await content(cookie, session.id, {
      teacherNotes: 'Good',
      summary: 'Past tense',
      homework: 'Exercise 3',
      meetingUrl: 'https://meet.example.test/abc',
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      id: session.id,
      teacherNotes: 'Good',
      summary: 'Past tense',
      homework: 'Exercise 3',
      homeworkDueAt: null,
      meetingUrl: 'https://meet.example.test/abc',
    });
    const cleared = await content(cookie, session.id, { homework: null });
    expect(cleared.json).toMatchObject({ homework: null, summary: 'Past tense' });
    expect((await content(cookie, session.id, { meetingUrl: 'javascript:alert(1)' })).status).toBe(400);
    expect((await content(cookie, session.id, { status: 'completed' })).status).toBe(400);
  });

  it("sets the homework's due day as the end of that day in the teacher's zone; null clears it", async () => {
    const { teacher, service, cookie } = await setup();
    await db.teacher.update({ where: { id: teacher.id }, data: { timezone: 'Europe/Madrid' } });
    const session = await createSession({ teacherId: teacher.id, serviceId: service.id, startUtc: freeStart() });
    const due = await content(cookie, session.id, { homework: 'Scales', homeworkDueAt: '2031-12-31' });
    expect(due.json.homeworkDueAt).toBe('2031-12-31T22:59:59.999Z');
    expect((await content(cookie, session.id, { homeworkDueAt: '31/12/2031' })).status).toBe(400);
    expect((await content(cookie, session.id, { homeworkDueAt: null })).json.homeworkDueAt).toBeNull();
  });
});

describe('POST /api/teacher/sessions/:id/no-show/:studentId', () => {
  it("the primary student: session -> no_show, the policy's forfeit on the credit, lifecycle and audit", async () => {
    const { teacher, service, student, cookie } = await setup();
    const { enrollment, session } = await scheduledWithCredit({ teacher, service, student }, pastStart());
    const response = await missed(cookie, session.id, student.id);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ role: 'primary', outcome: { action: 'forfeit', creditEffect: 'forfeit' } });
    expect((await db.session.findUniqueOrThrow({ where: { id: session.id } })).status).toBe('no_show');
    expect(await credits(enrollment.id)).toEqual({ sessionsScheduled: 0, sessionsCompleted: 0, sessionsForfeited: 1 });
    expect(await db.studentLifecycleEvent.count({ where: { studentId: student.id, type: 'session_no_show' } })).toBe(1);
    await flushAudits();
    expect(await db.auditLog.count({ where: { entityId: session.id, action: 'session.no_show' } })).toBe(1);
    // Twice is refused and changes nothing.
    expect((await missed(cookie, session.id, student.id)).json.error.code).toBe('INVALID_STATE');
    expect((await credits(enrollment.id)).sessionsForfeited).toBe(1);
  });

  it("a participant: only their row and their credit; the service policy's partial penalty is reported", async () => {
    const { teacher, service, student, cookie } = await setup({ groupType: 'group', capacity: 5 });
    const policy = await createCancellationPolicy({
      teacherId: teacher.id,
      noShowAction: 'partial_penalty',
      noShowPenaltyPercent: 40,
    });
    await db.service.update({ where: { id: service.id }, data: { cancellationPolicyId: policy.id } });
    const other = await createStudent({ teacherId: teacher.id });
    const enrollment = await createEnrollment({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: other.id,
      sessionsScheduled: 1,
    });
    const session = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      startUtc: pastStart(),
    });
    await db.sessionParticipant.create({
      data: { teacherId: teacher.id, sessionId: session.id, studentId: other.id, enrollmentId: enrollment.id },
    });
    const response = await missed(cookie, session.id, other.id);
    expect(response.json).toMatchObject({
      role: 'participant',
      outcome: { action: 'partial_penalty', penaltyPercent: 40, creditEffect: 'partial' },
    });
    expect((await db.session.findUniqueOrThrow({ where: { id: session.id } })).status).toBe('scheduled');
    const row = await db.sessionParticipant.findFirstOrThrow({ where: { sessionId: session.id, studentId: other.id } });
    expect(row.status).toBe('no_show');
    expect(await credits(enrollment.id)).toEqual({ sessionsScheduled: 0, sessionsCompleted: 0, sessionsForfeited: 1 });
  });

  it('a student not in the session is 404; a cancelled session is 409', async () => {
    const { teacher, service, student, cookie } = await setup();
    const stranger = await createStudent({ teacherId: teacher.id });
    const session = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      startUtc: pastStart(),
    });
    expect((await missed(cookie, session.id, stranger.id)).status).toBe(404);
    const cancelled = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      startUtc: freeStart(),
      status: 'cancelled',
    });
    expect((await missed(cookie, cancelled.id, student.id)).json.error.code).toBe('INVALID_STATE');
  });

  it('refuses a session that has not started yet (409) and changes nothing', async () => {
    const { teacher, service, student, cookie } = await setup();
    const { enrollment, session } = await scheduledWithCredit({ teacher, service, student });
    const response = await missed(cookie, session.id, student.id);
    expect(response.status).toBe(409);
    expect(response.json.error.code).toBe('INVALID_STATE');
    expect((await db.session.findUniqueOrThrow({ where: { id: session.id } })).status).toBe('scheduled');
    expect((await credits(enrollment.id)).sessionsForfeited).toBe(0);
  });
});

describe('/api/teacher/sessions/:id/participants', () => {
  it('adds up to the capacity of a group service (primary student counts), charging a credit', async () => {
    const { teacher, service, student, cookie } = await setup({ groupType: 'group', capacity: 2 });
    const session = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      startUtc: freeStart(),
    });
    const second = await createStudent({ teacherId: teacher.id });
    const third = await createStudent({ teacherId: teacher.id });
    const enrollment = await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: second.id });
    const added = await add(cookie, session.id, second.id);
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({
      status: 'scheduled',
      enrollmentId: enrollment.id,
      student: { id: second.id, name: second.name },
    });
    expect((await credits(enrollment.id)).sessionsScheduled).toBe(1);
    const full = await add(cookie, session.id, third.id);
    expect(full.status).toBe(409);
    expect(full.json.error.code).toBe('SLOT_UNAVAILABLE');
    expect((await add(cookie, session.id, second.id)).json.error.code).toBe('CONFLICT');
    expect((await list(cookie, session.id)).json.data.map((p: { student: { id: string } }) => p.student.id)).toEqual([
      second.id,
    ]);

    // Removing a scheduled participant gives the credit back and frees the seat.
    expect((await remove(cookie, session.id, second.id)).status).toBe(204);
    expect((await credits(enrollment.id)).sessionsScheduled).toBe(0);
    expect((await add(cookie, session.id, third.id)).status).toBe(201);
    expect((await remove(cookie, session.id, second.id)).status).toBe(404);
  });

  it('an individual service holds one student; an open one has no limit', async () => {
    const individual = await setup({ groupType: 'individual' });
    const one = await createSession({
      teacherId: individual.teacher.id,
      serviceId: individual.service.id,
      studentId: individual.student.id,
      startUtc: freeStart(),
    });
    const extra = await createStudent({ teacherId: individual.teacher.id });
    expect((await add(individual.cookie, one.id, extra.id)).json.error.code).toBe('SLOT_UNAVAILABLE');

    const open = await setup({ groupType: 'open', capacity: null });
    const many = await createSession({
      teacherId: open.teacher.id,
      serviceId: open.service.id,
      studentId: open.student.id,
      startUtc: freeStart(),
    });
    for (let i = 0; i < 3; i++) {
      const student = await createStudent({ teacherId: open.teacher.id });
      expect((await add(open.cookie, many.id, student.id)).status).toBe(201);
    }
  });

  it('a group service without a capacity has no limit on places (decision 0066)', async () => {
    const group = await setup({ groupType: 'group', capacity: null });
    const session = await createSession({
      teacherId: group.teacher.id,
      serviceId: group.service.id,
      studentId: group.student.id,
      startUtc: freeStart(),
    });
    for (let i = 0; i < 3; i++) {
      const student = await createStudent({ teacherId: group.teacher.id });
      expect((await add(group.cookie, session.id, student.id)).status).toBe(201);
    }
    expect((await list(group.cookie, session.id)).json.data).toHaveLength(3);
  });

  it("refuses another teacher's student (404) and a closed session (409)", async () => {
    const { teacher, service, cookie } = await setup({ groupType: 'open' });
    const outsider = await setup();
    const session = await createSession({ teacherId: teacher.id, serviceId: service.id, startUtc: freeStart() });
    expect((await add(cookie, session.id, outsider.student.id)).status).toBe(404);
    const done = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      startUtc: freeStart(),
      status: 'completed',
    });
    const student = await createStudent({ teacherId: teacher.id });
    expect((await add(cookie, done.id, student.id)).json.error.code).toBe('INVALID_STATE');
  });
});

describe('tenancy', () => {
  it("another teacher's session is a 404 on content, no-show and participants, and nothing changes", async () => {
    const owner = await setup({ groupType: 'open' });
    const session = await createSession({
      teacherId: owner.teacher.id,
      serviceId: owner.service.id,
      studentId: owner.student.id,
      startUtc: freeStart(),
      homework: 'Keep',
    });
    const member = await createStudent({ teacherId: owner.teacher.id });
    await db.sessionParticipant.create({
      data: { teacherId: owner.teacher.id, sessionId: session.id, studentId: member.id },
    });
    const intruder = await setup();
    expect((await content(intruder.cookie, session.id, { homework: 'Changed' })).status).toBe(404);
    expect((await missed(intruder.cookie, session.id, owner.student.id)).status).toBe(404);
    expect((await list(intruder.cookie, session.id)).status).toBe(404);
    expect((await add(intruder.cookie, session.id, intruder.student.id)).status).toBe(404);
    expect((await remove(intruder.cookie, session.id, member.id)).status).toBe(404);
    const after = await db.session.findUniqueOrThrow({ where: { id: session.id }, include: { participants: true } });
    expect(after).toMatchObject({ homework: 'Keep', status: 'scheduled' });
    expect(after.participants.map((p) => p.studentId)).toEqual([member.id]);
  });
});
