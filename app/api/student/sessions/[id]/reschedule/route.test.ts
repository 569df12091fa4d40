/** POST /api/student/sessions/:id/reschedule and its preview. */
import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createCancellationPolicy, createSession } from '@/test/factories';
import {
  addStudent,
  bookedSession,
  credits,
  hour,
  list,
  madridAt,
  previewReschedule,
  reschedule,
  setUpStudent,
} from '@/test/api/student/session-routes';

async function scheduled({ startUtc = madridAt('10:00'), rescheduleCount = 0, group = false } = {}) {
  const kit = await setUpStudent(group ? { groupType: 'group', capacity: 3 } : {});
  const session = await bookedSession({
    teacherId: kit.teacher.id,
    serviceId: kit.service.id,
    studentId: kit.student.id,
    enrollmentId: kit.enrollment!.id,
    startUtc,
    rescheduleCount,
    studentRescheduleCount: rescheduleCount,
  });
  return { ...kit, session };
}

const noon = () => madridAt('12:00').toISOString();

/** The preview, then the real call: they must agree (allowed: 200 with the same outcome; refused: 422). */
async function previewThenMove(kit: Awaited<ReturnType<typeof scheduled>>, startUtc = noon()) {
  const preview = await previewReschedule(kit.cookie, kit.session.id, startUtc);
  expect(preview.status).toBe(200);
  const moved = await reschedule(kit.cookie, kit.session.id, { startUtc });
  if (preview.json.outcome.allowed && preview.json.slotAvailable) {
    expect(moved.status).toBe(200);
    expect(moved.json.outcome).toEqual(preview.json.outcome);
  } else if (!preview.json.outcome.allowed) {
    expect(moved.status).toBe(422);
    expect(moved.json.error).toMatchObject({ code: 'POLICY_BLOCKED', message: preview.json.outcome.reason });
  } else {
    expect(moved.status).toBe(409);
    expect(moved.json.error.code).toBe('SLOT_UNAVAILABLE');
  }
  return { preview: preview.json, moved };
}

describe('POST /api/student/sessions/:id/reschedule', () => {
  it('moves the session, counts the reschedule, keeps the credit, audits and offers the old place', async () => {
    const kit = await scheduled();
    const waiting = await addStudent(kit.teacher.id, kit.service.id);
    await db.waitlistEntry.create({
      data: { teacherId: kit.teacher.id, serviceId: kit.service.id, studentId: waiting.student.id },
    });
    const { preview, moved } = await previewThenMove(kit);
    expect(preview).toMatchObject({
      outcome: { allowed: true, action: 'allow_free' },
      slotAvailable: true,
      startsAt: noon(),
      endsAt: madridAt('13:00').toISOString(),
    });
    expect(moved.json.session).toMatchObject({ startsAt: noon(), rescheduleCount: 1, status: 'scheduled' });
    const row = await db.session.findUniqueOrThrow({ where: { id: kit.session.id } });
    expect(row).toMatchObject({ startUtc: madridAt('12:00'), endUtc: madridAt('13:00'), rescheduleCount: 1 });
    expect(await credits(kit.enrollment!.id)).toMatchObject({ sessionsScheduled: 1, sessionsForfeited: 0 });
    await flushAudits();
    expect(await db.auditLog.count({ where: { teacherId: kit.teacher.id, action: 'session.reschedule' } })).toBe(1);
    // The old time went back on offer: the first student waiting is told.
    expect((await db.waitlistEntry.findFirstOrThrow({ where: { studentId: waiting.student.id } })).status).toBe(
      'notified',
    );
  });

  it('may overlap its own old time (the session does not block itself)', async () => {
    const kit = await scheduled();
    const { moved } = await previewThenMove(kit, madridAt('10:30').toISOString());
    expect(moved.status).toBe(200);
  });

  it('moves a session whose primary student also holds a seat row of their own (older data)', async () => {
    const kit = await scheduled();
    await db.sessionParticipant.create({
      data: { teacherId: kit.teacher.id, sessionId: kit.session.id, studentId: kit.student.id },
    });
    const listed = await list(kit.cookie);
    expect(listed.json.data[0]).toMatchObject({ id: kit.session.id, canReschedule: true });
    expect((await previewThenMove(kit)).moved.status).toBe(200);
  });

  it('refuses past maxReschedules with 422 POLICY_BLOCKED, the preview saying so', async () => {
    const kit = await scheduled({ rescheduleCount: 2 });
    await createCancellationPolicy({ teacherId: kit.teacher.id, isDefault: true, maxReschedules: 2 });
    const { preview } = await previewThenMove(kit);
    expect(preview.outcome).toMatchObject({ allowed: false, action: 'block' });
    expect((await db.session.findUniqueOrThrow({ where: { id: kit.session.id } })).rescheduleCount).toBe(2);

    const under = await scheduled({ rescheduleCount: 1 });
    await createCancellationPolicy({ teacherId: under.teacher.id, isDefault: true, maxReschedules: 2 });
    expect((await previewThenMove(under)).moved.status).toBe(200);
  });

  it('refuses fewer than minHoursBefore hours before the current start', async () => {
    const kit = await scheduled({ startUtc: new Date(Date.now() + 5 * hour) });
    await createCancellationPolicy({
      teacherId: kit.teacher.id,
      isDefault: true,
      minHoursBefore: 12,
      maxReschedules: null,
    });
    const { preview } = await previewThenMove(kit);
    expect(preview.outcome.reason).toMatch(/12 hours/);
  });

  it('refuses when a block rule matches; other actions do not refuse a reschedule', async () => {
    const rule = (action: 'block' | 'forfeit') => ({
      create: [
        {
          position: 0,
          conditionField: 'sessions_completed' as const,
          conditionOperator: 'gte' as const,
          conditionValue: 0,
          action,
        },
      ],
    });
    const blocked = await scheduled();
    await createCancellationPolicy({
      teacherId: blocked.teacher.id,
      isDefault: true,
      maxReschedules: null,
      minHoursBefore: null,
      rules: rule('block'),
    });
    expect((await previewThenMove(blocked)).moved.status).toBe(422);
    const free = await scheduled();
    await createCancellationPolicy({
      teacherId: free.teacher.id,
      isDefault: true,
      maxReschedules: null,
      minHoursBefore: null,
      rules: rule('forfeit'),
    });
    expect((await previewThenMove(free)).preview.outcome).toMatchObject({ allowed: true, creditEffect: 'return' });
  });

  it('is 409 SLOT_UNAVAILABLE for a taken time or one outside the availability', async () => {
    const kit = await scheduled();
    await createSession({ teacherId: kit.teacher.id, serviceId: kit.service.id, startUtc: madridAt('12:30') });
    expect((await previewThenMove(kit)).preview.slotAvailable).toBe(false);
    expect((await previewThenMove(kit, madridAt('21:00').toISOString())).preview.slotAvailable).toBe(false);
    expect((await db.session.findUniqueOrThrow({ where: { id: kit.session.id } })).rescheduleCount).toBe(0);
  });

  it('is 409 INVALID_STATE for a participant, a shared group session, or a session not scheduled', async () => {
    const kit = await scheduled({ group: true });
    const guest = await addStudent(kit.teacher.id, kit.service.id);
    await db.sessionParticipant.create({
      data: { teacherId: kit.teacher.id, sessionId: kit.session.id, studentId: guest.student.id },
    });
    const done = await bookedSession({
      teacherId: kit.teacher.id,
      serviceId: kit.service.id,
      studentId: kit.student.id,
      enrollmentId: null,
      startUtc: new Date(Date.now() - 48 * hour),
      status: 'completed',
    });
    for (const [cookie, id] of [
      [guest.cookie, kit.session.id],
      [kit.cookie, kit.session.id],
      [kit.cookie, done.id],
    ] as const) {
      for (const response of [
        await previewReschedule(cookie, id, noon()),
        await reschedule(cookie, id, { startUtc: noon() }),
      ]) {
        expect(response.status).toBe(409);
        expect(response.json.error.code).toBe('INVALID_STATE');
      }
    }
  });

  it("is 404 for another student's session, 400 for a bad time, 401 signed out; nothing moves", async () => {
    const kit = await scheduled();
    const classmate = await addStudent(kit.teacher.id, kit.service.id);
    const stranger = await setUpStudent();
    for (const cookie of [classmate.cookie, stranger.cookie]) {
      expect((await reschedule(cookie, kit.session.id, { startUtc: noon() })).status).toBe(404);
      expect((await previewReschedule(cookie, kit.session.id, noon())).status).toBe(404);
    }
    expect((await reschedule(kit.cookie, kit.session.id, { startUtc: 'noon' })).status).toBe(400);
    expect((await reschedule(kit.cookie, kit.session.id, { startUtc: noon(), extra: 1 })).status).toBe(400);
    expect((await previewReschedule(kit.cookie, kit.session.id, 'noon')).status).toBe(400);
    expect((await reschedule(undefined, kit.session.id, { startUtc: noon() })).status).toBe(401);
    expect((await db.session.findUniqueOrThrow({ where: { id: kit.session.id } })).startUtc).toEqual(madridAt('10:00'));
  });
});
