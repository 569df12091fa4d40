import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { createPayerFamily } from '@/test/factories/payer-family';
import { countQueries } from '@/test/count-queries';
import { createSession } from './create-session';
import { resolveSession } from './resolve-session';
import { generateSessionId, sessionKey } from './session-token';

const day = 86_400_000;

describe('resolveSession', () => {
  it('resolves a teacher session with the teacher, in one statement', async () => {
    const teacher = await createTeacher({ avatarUrl: null });
    const { sessionId, expiresAt } = await createSession({ role: 'teacher', teacherId: teacher.id });
    const { result, count } = await countQueries(() => resolveSession(sessionId));
    expect(count).toBe(1);
    expect(result).toEqual({
      role: 'teacher',
      key: sessionKey(sessionId),
      expiresAt,
      teacher: {
        id: teacher.id,
        name: teacher.name,
        email: teacher.email,
        slug: teacher.slug,
        avatarUrl: null,
        timezone: teacher.timezone,
        onboardingCompleted: teacher.onboardingCompleted,
        locale: 'en',
        hourCycle: null,
      },
    });
  });

  it('resolves a student session with the student, in one statement', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const { sessionId } = await createSession({ role: 'student', studentId: student.id });
    const { result, count } = await countQueries(() => resolveSession(sessionId));
    expect(count).toBe(1);
    expect(result).toMatchObject({
      role: 'student',
      key: sessionKey(sessionId),
      impersonatorTeacherId: null,
      student: {
        id: student.id,
        teacherId: teacher.id,
        name: student.name,
        email: student.email,
        timezone: student.timezone,
      },
    });
    expect(result?.expiresAt).toBeInstanceOf(Date);
  });

  it("resolves a payer's session with the payer and the acting member, still in one statement", async () => {
    const teacher = await createTeacher();
    const { family, members } = await createPayerFamily({ teacherId: teacher.id });
    const member = members[0]!;
    const { sessionId } = await createSession({ role: 'student', studentId: member.id, familyId: family.id });
    const { result, count } = await countQueries(() => resolveSession(sessionId));
    expect(count).toBe(1);
    expect(result).toMatchObject({
      role: 'student',
      student: { id: member.id, familyId: family.id, isMinor: true },
      payer: { familyId: family.id, name: family.payerName, email: family.payerEmail },
    });
    // A member's own session: the family on the student, no payer on the session.
    const own = await createSession({ role: 'student', studentId: member.id });
    expect(await resolveSession(own.sessionId)).toMatchObject({ student: { familyId: family.id }, payer: null });
  });

  it('resolves no session for a payer whose family the acting student is not in', async () => {
    const teacher = await createTeacher();
    const { family } = await createPayerFamily({ teacherId: teacher.id });
    const outsider = await createStudent({ teacherId: teacher.id });
    const { sessionId } = await createSession({ role: 'student', studentId: outsider.id, familyId: family.id });
    expect(await resolveSession(sessionId)).toBeNull();
  });

  it('carries the impersonating teacher of a student session', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const { sessionId } = await createSession({
      role: 'student',
      studentId: student.id,
      impersonatorTeacherId: teacher.id,
    });
    expect(await resolveSession(sessionId)).toMatchObject({ role: 'student', impersonatorTeacherId: teacher.id });
  });

  it('refuses a bad format, an unknown, a revoked and an expired session', async () => {
    const teacher = await createTeacher();
    expect(await resolveSession(undefined)).toBeNull();
    expect(await resolveSession('not-a-session-id')).toBeNull();
    expect(await resolveSession(generateSessionId())).toBeNull();

    const revoked = await createSession({ role: 'teacher', teacherId: teacher.id });
    await db.authSession.delete({ where: { id: sessionKey(revoked.sessionId) } });
    expect(await resolveSession(revoked.sessionId)).toBeNull();

    const { sessionId, expiresAt } = await createSession({ role: 'teacher', teacherId: teacher.id });
    expect(await resolveSession(sessionId, new Date(expiresAt.getTime() - 1))).not.toBeNull();
    expect(await resolveSession(sessionId, expiresAt)).toBeNull();
    expect(await resolveSession(sessionId, new Date(expiresAt.getTime() + day))).toBeNull();
  });

  it('refuses a session whose owner is deleted', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const teacherSession = await createSession({ role: 'teacher', teacherId: teacher.id });
    const studentSession = await createSession({ role: 'student', studentId: student.id });
    await db.student.update({ where: { id: student.id }, data: { deletedAt: new Date() } });
    expect(await resolveSession(studentSession.sessionId)).toBeNull();
    expect(await resolveSession(teacherSession.sessionId)).not.toBeNull();
    await db.teacher.update({ where: { id: teacher.id }, data: { deletedAt: new Date() } });
    expect(await resolveSession(teacherSession.sessionId)).toBeNull();
  });
});
