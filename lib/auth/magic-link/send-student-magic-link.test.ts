import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { latestMagicLinkToken } from '@/test/magic-link';
import { hashMagicLinkToken } from './magic-link-token';
import { sendStudentMagicLink } from './send-student-magic-link';

beforeEach(() => vi.stubEnv('RESEND_API_KEY', ''));
afterEach(() => vi.unstubAllEnvs());

describe('sendStudentMagicLink (teacher-side resend and welcome e-mail)', () => {
  it('e-mails a new link each time; each token is stored only as its hash', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    await sendStudentMagicLink({ teacherId: teacher.id, studentId: student.id });
    const first = await latestMagicLinkToken(student.email);
    await sendStudentMagicLink({ teacherId: teacher.id, studentId: student.id });
    const second = await latestMagicLinkToken(student.email);
    expect(second).not.toBe(first);
    const hashes = (await db.magicLinkToken.findMany({ where: { studentId: student.id } })).map((row) => row.tokenHash);
    expect(hashes.sort()).toEqual([hashMagicLinkToken(first), hashMagicLinkToken(second)].sort());
  });

  it("refuses another teacher's student and a deleted student as NOT_FOUND, sending nothing", async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const theirs = await createStudent({ teacherId: other.id });
    const deleted = await createStudent({ teacherId: teacher.id, deletedAt: new Date() });
    for (const studentId of [theirs.id, deleted.id]) {
      await expect(sendStudentMagicLink({ teacherId: teacher.id, studentId })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    }
    expect(await db.emailOutbox.count({ where: { to: { in: [theirs.email, deleted.email] } } })).toBe(0);
    expect(await db.magicLinkToken.count({ where: { studentId: { in: [theirs.id, deleted.id] } } })).toBe(0);
  });
});
