/** POST /api/student/sessions under races, and joining group sessions. */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createService, createSession } from '@/test/factories';
import { addStudent, book, credits, madridAt, setUpStudent, studentCookie } from '@/test/api/student/session-routes';

const bodyFor = (serviceId: string, time = '10:00') => ({
  serviceId,
  startUtc: madridAt(time).toISOString(),
  consentAccepted: true,
});

describe('POST /api/student/sessions: concurrency', () => {
  it('of 20 concurrent bookings of one slot by different students exactly one is booked, one credit charged', async () => {
    const { teacher, service } = await setUpStudent();
    const students = await Promise.all(Array.from({ length: 20 }, () => addStudent(teacher.id, service.id, 3)));
    const responses = await Promise.all(students.map(({ cookie }) => book(cookie, bodyFor(service.id))));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = responses.filter((r) => r.status !== 201).map((r) => r.json.error.code);
    expect(refused).toEqual(Array(19).fill('SLOT_UNAVAILABLE'));
    expect(await db.session.count({ where: { teacherId: teacher.id } })).toBe(1);
    const charged = await db.enrollment.aggregate({
      where: { teacherId: teacher.id },
      _sum: { sessionsScheduled: true },
    });
    expect(charged._sum.sessionsScheduled).toBe(1);
  });

  it('of 20 concurrent bookings of one slot by the same student exactly one is booked, one credit charged', async () => {
    const { teacher, service, student, enrollment } = await setUpStudent();
    const cookies = await Promise.all(Array.from({ length: 20 }, () => studentCookie(student.id)));
    const responses = await Promise.all(cookies.map((cookie) => book(cookie, bodyFor(service.id))));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409 && r.json.error.code === 'SLOT_UNAVAILABLE')).toHaveLength(19);
    expect(await db.session.count({ where: { teacherId: teacher.id } })).toBe(1);
    expect(await credits(enrollment!.id)).toMatchObject({ sessionsScheduled: 1 });
  });
});

describe('POST /api/student/sessions: group services', () => {
  it('joins the live session of the service starting at that time as a participant, with a credit', async () => {
    const { teacher, service, student, cookie } = await setUpStudent({ groupType: 'group', capacity: 3 });
    expect((await book(cookie, bodyFor(service.id))).status).toBe(201);
    const second = await addStudent(teacher.id, service.id);
    const joined = await book(second.cookie, bodyFor(service.id));
    expect(joined.status).toBe(201);
    expect(joined.json).toMatchObject({ role: 'participant', status: 'scheduled', canReschedule: false });
    const session = await db.session.findUniqueOrThrow({
      where: { id: joined.json.id },
      include: { participants: true },
    });
    expect(session.studentId).toBe(student.id);
    expect(session.participants).toMatchObject([
      { studentId: second.student.id, enrollmentId: second.enrollment!.id, status: 'scheduled' },
    ]);
    expect(await credits(second.enrollment!.id)).toMatchObject({ sessionsScheduled: 1 });
    expect(await db.session.count({ where: { teacherId: teacher.id } })).toBe(1);

    const again = await book(second.cookie, bodyFor(service.id));
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('CONFLICT');
  });

  it('a full group session is 409 SLOT_UNAVAILABLE and charges nothing; a cancelled seat is free again', async () => {
    const { teacher, service, cookie } = await setUpStudent({ groupType: 'group', capacity: 2 });
    const first = await book(cookie, bodyFor(service.id));
    const second = await addStudent(teacher.id, service.id);
    expect((await book(second.cookie, bodyFor(service.id))).status).toBe(201);
    const third = await addStudent(teacher.id, service.id);
    const full = await book(third.cookie, bodyFor(service.id));
    expect(full.status).toBe(409);
    expect(full.json.error.code).toBe('SLOT_UNAVAILABLE');
    expect(await credits(third.enrollment!.id)).toMatchObject({ sessionsScheduled: 0 });

    await db.sessionParticipant.updateMany({ where: { sessionId: first.json.id }, data: { status: 'cancelled' } });
    expect((await book(third.cookie, bodyFor(service.id))).status).toBe(201);
    // The student who left gets their old seat back when there is room.
    await db.sessionParticipant.updateMany({
      where: { sessionId: first.json.id, studentId: third.student.id },
      data: { status: 'cancelled' },
    });
    const back = await book(second.cookie, bodyFor(service.id));
    expect(back.status).toBe(201);
    expect(await db.sessionParticipant.count({ where: { sessionId: first.json.id, status: 'scheduled' } })).toBe(1);
  });

  it('a group service without a capacity has no limit: every student joins the one session', async () => {
    const { teacher, service, cookie } = await setUpStudent({ groupType: 'group', capacity: null });
    const first = await book(cookie, bodyFor(service.id));
    expect(first.status).toBe(201);
    for (let i = 0; i < 3; i++) {
      const other = await addStudent(teacher.id, service.id);
      const joined = await book(other.cookie, bodyFor(service.id));
      expect(joined.status).toBe(201);
      expect(joined.json.id).toBe(first.json.id);
    }
    expect(await db.sessionParticipant.count({ where: { sessionId: first.json.id, status: 'scheduled' } })).toBe(3);
  });

  it('an open service has no limit; a session of another service at that time is not joined', async () => {
    const { teacher, service, cookie } = await setUpStudent({ groupType: 'open' });
    const first = await book(cookie, bodyFor(service.id));
    for (let i = 0; i < 4; i++) {
      const other = await addStudent(teacher.id, service.id);
      expect((await book(other.cookie, bodyFor(service.id))).json.id).toBe(first.json.id);
    }
    const busy = await setUpStudent({ groupType: 'group', capacity: 5 });
    await createSession({ teacherId: busy.teacher.id, serviceId: busy.service.id, startUtc: madridAt('10:00') });
    const otherService = await createService({ teacherId: busy.teacher.id, groupType: 'group', capacity: 5 });
    const { cookie: lateCookie } = await addStudent(busy.teacher.id, otherService.id);
    const refused = await book(lateCookie, bodyFor(otherService.id));
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('SLOT_UNAVAILABLE');
  });

  it('of 6 concurrent bookings of a group slot with capacity 3, three get a seat in ONE session', async () => {
    const { teacher, service } = await setUpStudent({ groupType: 'group', capacity: 3 });
    const students = await Promise.all(Array.from({ length: 6 }, () => addStudent(teacher.id, service.id)));
    const responses = await Promise.all(students.map(({ cookie }) => book(cookie, bodyFor(service.id))));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(3);
    expect(responses.filter((r) => r.status === 409).map((r) => r.json.error.code)).toEqual(
      Array(3).fill('SLOT_UNAVAILABLE'),
    );
    expect(await db.session.count({ where: { teacherId: teacher.id } })).toBe(1);
    const charged = await db.enrollment.aggregate({
      where: { teacherId: teacher.id },
      _sum: { sessionsScheduled: true },
    });
    expect(charged._sum.sessionsScheduled).toBe(3);
  });
});
