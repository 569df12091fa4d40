/**
 * Spec: "Soft-deleted students have their personal data stripped in session queries". After an
 * erasure, the teacher's session list, session page, detail and calendar show no trace of the name.
 */
import { describe, expect, it } from 'vitest';
import { batchSessionDetail } from '@/lib/booking/batch-session-detail';
import { listTeacherSessionPage } from '@/lib/booking/list-teacher-session-page';
import { listTeacherSessions } from '@/lib/booking/list-teacher-sessions';
import { getCalendarWeek } from '@/lib/calendar-view/get-calendar-week';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { eraseStudent } from './erase-student';

describe('an erased student in session queries', () => {
  it('the session list, the session pages, the detail and the calendar week show "Deleted student", never the name', async () => {
    const teacher = await createTeacher({ timezone: 'Europe/Madrid' });
    const service = await createService({ teacherId: teacher.id });
    const student = await createStudent({
      teacherId: teacher.id,
      name: 'Quillon Ermentrude',
      phone: '+34 600 111 222',
    });
    // A lesson already taught: the erasure keeps it (lessons still to come are cancelled, 0063).
    const startUtc = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
    const session = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      startUtc,
      status: 'completed',
    });
    await eraseStudent({ teacherId: teacher.id, studentId: student.id, actor: { type: 'teacher', id: teacher.id } });

    const list = await listTeacherSessions({ teacherId: teacher.id, query: { page: 1, limit: 20 } });
    const page = await listTeacherSessionPage({
      teacherId: teacher.id,
      query: { when: 'past', page: 1, limit: 20 },
    });
    const detail = await batchSessionDetail({ teacherId: teacher.id, input: { sessionIds: [session.id] } });
    const week = await getCalendarWeek({
      teacherId: teacher.id,
      timeZone: 'Europe/Madrid',
      query: { date: startUtc.toISOString().slice(0, 10) },
    });
    for (const shown of [list, page, detail, week]) {
      const text = JSON.stringify(shown);
      expect(text).toContain(session.id);
      expect(text).not.toContain('Quillon');
      expect(text).not.toContain('600 111 222');
      expect(text).toContain('Deleted student');
    }
  });
});
