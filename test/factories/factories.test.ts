import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import {
  createCancellationPolicy,
  createEnrollment,
  createService,
  createSession,
  createStudent,
  createTeacher,
} from './index';

describe('factories', () => {
  it('createTeacher gives every call its own slug and e-mail', async () => {
    const [first, second] = await Promise.all([createTeacher(), createTeacher()]);
    expect(first.slug).not.toBe(second.slug);
    expect(first.email).not.toBe(second.email);
    expect(first.slug).toMatch(/^[a-z0-9-]+$/);
  });

  it('createStudent links the student to its teacher and keeps overrides', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id, status: 'trial' });
    const stored = await db.student.findUniqueOrThrow({ where: { id: student.id }, include: { teacher: true } });
    expect(stored.teacher.id).toBe(teacher.id);
    expect(stored.status).toBe('trial');
  });

  it('builds a booking chain inside a transaction without overlapping sessions', async () => {
    const teacher = await createTeacher();
    const sessions = await db.$transaction(async (tx) => {
      const student = await createStudent({ teacherId: teacher.id }, tx);
      const service = await createService({ teacherId: teacher.id, structure: 'package' }, tx);
      const enrollment = await createEnrollment(
        { teacherId: teacher.id, serviceId: service.id, studentId: student.id, sessionsScheduled: 2 },
        tx,
      );
      const booking = {
        teacherId: teacher.id,
        serviceId: service.id,
        studentId: student.id,
        enrollmentId: enrollment.id,
      };
      return [await createSession(booking, tx), await createSession(booking, tx)];
    });
    expect(sessions[0]!.endUtc <= sessions[1]!.startUtc).toBe(true);

    const policy = await createCancellationPolicy({ teacherId: teacher.id, isDefault: true });
    expect(policy.rules.map((rule) => rule.action)).toEqual(['full_refund', 'partial_penalty', 'forfeit']);
  });
});
