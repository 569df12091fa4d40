import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { batchSessionDetail } from '@/lib/booking/batch-session-detail';
import { db } from '@/lib/core/db';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { callRoute, teacherCookie } from '@/test/http';
import { POST } from './route';

const path = '/api/teacher/sessions/batch-detail';
const hour = 60 * 60 * 1000;
let offset = 0;
const freeStart = () => new Date(Date.now() + 500 * 24 * hour + offset++ * 3 * hour);

describe('POST /api/teacher/sessions/batch-detail', () => {
  it('returns every detail of own sessions by start; others and unknown ids are left out', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const service = await createService({ teacherId: teacher.id, groupType: 'group', capacity: 4 });
    const student = await createStudent({ teacherId: teacher.id });
    const gone = await createStudent({ teacherId: teacher.id, deletedAt: new Date() });
    const later = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: gone.id,
      startUtc: freeStart(),
      homework: 'Read',
    });
    const first = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      startUtc: new Date(later.startUtc.getTime() - 4 * hour),
      teacherNotes: 'Notes',
    });
    await db.sessionParticipant.create({ data: { teacherId: teacher.id, sessionId: first.id, studentId: gone.id } });
    const other = await createTeacher();
    const otherService = await createService({ teacherId: other.id });
    const foreign = await createSession({ teacherId: other.id, serviceId: otherService.id, startUtc: freeStart() });

    const response = await callRoute(POST, {
      method: 'POST',
      path,
      cookie,
      body: { sessionIds: [later.id, foreign.id, randomUUID(), first.id] },
    });
    expect(response.status).toBe(200);
    expect(response.json.data.map((row: { id: string }) => row.id)).toEqual([first.id, later.id]);
    expect(response.json.data[0]).toMatchObject({
      startsAt: first.startUtc.toISOString(),
      status: 'scheduled',
      teacherNotes: 'Notes',
      student: { id: student.id, name: student.name, email: student.email, deleted: false },
      service: { id: service.id, name: service.name, groupType: 'group', capacity: 4 },
      participants: [{ status: 'scheduled', student: { id: gone.id, name: 'Deleted student', email: null } }],
    });
    expect(response.json.data[1]).toMatchObject({
      homework: 'Read',
      student: { id: gone.id, name: 'Deleted student', email: null, phone: null, deleted: true },
      participants: [],
    });
    expect(response.text).not.toContain(gone.email);
  });

  it('uses one query whatever the number of sessions', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id });
    const students = await Promise.all([1, 2, 3].map(() => createStudent({ teacherId: teacher.id })));
    const sessions: string[] = [];
    for (const student of students) {
      const session = await createSession({
        teacherId: teacher.id,
        serviceId: service.id,
        studentId: student.id,
        startUtc: freeStart(),
      });
      for (const participant of students) {
        await db.sessionParticipant.create({
          data: { teacherId: teacher.id, sessionId: session.id, studentId: participant.id },
        });
      }
      sessions.push(session.id);
    }
    const { count, result } = await countQueries(() =>
      batchSessionDetail({ teacherId: teacher.id, input: { sessionIds: sessions } }),
    );
    expect(count).toBe(1);
    expect(result.data).toHaveLength(3);
    expect(result.data.every((row) => row.participants.length === 3)).toBe(true);
  });

  it('refuses 51 ids (400) and accepts 50', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const ids = (n: number) => Array.from({ length: n }, () => randomUUID());
    const tooMany = await callRoute(POST, { method: 'POST', path, cookie, body: { sessionIds: ids(51) } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.error.code).toBe('VALIDATION_ERROR');
    const fifty = await callRoute(POST, { method: 'POST', path, cookie, body: { sessionIds: ids(50) } });
    expect(fifty.status).toBe(200);
    expect(fifty.json.data).toEqual([]);
  });
});
