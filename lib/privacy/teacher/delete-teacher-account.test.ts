import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { devLogin } from '@/lib/auth/dev-login';
import { resolveSession } from '@/lib/auth/resolve-session';
import { getPublicProfile } from '@/lib/catalogue/get-public-profile';
import { db } from '@/lib/core/db';
import { ForbiddenError, NotFoundError, ValidationError } from '@/lib/core/errors';
import { studentWithHistory } from '@/test/privacy/student-with-history';
import { columnsHolding } from '@/test/privacy/columns-holding';
import { createSession } from '@/lib/auth/create-session';
import { uniqueSuffix } from '@/test/factories';
import { confirmAccountDeletion } from './confirm-account-deletion';
import { deleteTeacherAccount } from './delete-teacher-account';
import { deletionTokenMinutes, issueDeletionToken } from './deletion-token';

/** A practice whose teacher has a name and e-mail found nowhere else in the database. */
async function practice() {
  const history = await studentWithHistory();
  const suffix = uniqueSuffix();
  const teacher = await db.teacher.update({
    where: { id: history.teacher.id },
    data: {
      name: `Quillon Ferraby-${suffix}`,
      email: `qf.${suffix}@example.test`,
      calendarFeedToken: `feed-${suffix}`,
    },
  });
  return { ...history, teacher };
}

describe('confirmAccountDeletion (step 1)', () => {
  it('answers a token for the own slug (any case) and refuses another slug', async () => {
    const { teacher } = await practice();
    const confirmation = await confirmAccountDeletion({
      teacherId: teacher.id,
      slug: ` ${teacher.slug.toUpperCase()} `,
    });
    expect(confirmation.confirmationToken).toContain(teacher.id);
    const minutes = (Date.parse(confirmation.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(deletionTokenMinutes - 1);
    await expect(confirmAccountDeletion({ teacherId: teacher.id, slug: 'someone-else' })).rejects.toBeInstanceOf(
      ValidationError,
    );
  });
});

describe('deleteTeacherAccount (step 2)', () => {
  it('refuses a tampered, expired or other teacher’s token, and changes nothing', async () => {
    const { teacher, student, identity } = await practice();
    const other = await practice();
    const now = new Date();
    const { confirmationToken } = issueDeletionToken(teacher.id, now);
    const tampered = `${confirmationToken.slice(0, -2)}xx`;
    const expired = issueDeletionToken(teacher.id, new Date(now.getTime() - (deletionTokenMinutes + 1) * 60_000));
    const othersToken = issueDeletionToken(other.teacher.id, now).confirmationToken;
    for (const token of [tampered, expired.confirmationToken, othersToken, '', 'a.b.c.d']) {
      await expect(deleteTeacherAccount({ teacherId: teacher.id, confirmationToken: token })).rejects.toBeInstanceOf(
        ForbiddenError,
      );
    }
    expect((await db.teacher.findUniqueOrThrow({ where: { id: teacher.id } })).deletedAt).toBeNull();
    expect((await db.student.findUniqueOrThrow({ where: { id: student.id } })).name).toBe(identity.name);
  });

  it('erases every student, removes the practice, keeps payments anonymised, ends every session', async () => {
    const mine = await practice();
    const theirs = await practice();
    const teacherSession = await createSession({ role: 'teacher', teacherId: mine.teacher.id });
    const studentSession = await createSession({ role: 'student', studentId: mine.student.id });
    const theirSession = await createSession({ role: 'teacher', teacherId: theirs.teacher.id });
    const { confirmationToken } = await confirmAccountDeletion({ teacherId: mine.teacher.id, slug: mine.teacher.slug });

    const result = await deleteTeacherAccount({ teacherId: mine.teacher.id, confirmationToken });
    await flushAudits();

    expect(result).toEqual({ deleted: true, studentsErased: 2, subscriptionsCancelled: 1 });
    // Signed out everywhere, and no way back in through the public page.
    expect(await resolveSession(teacherSession.sessionId)).toBeNull();
    expect(await resolveSession(studentSession.sessionId)).toBeNull();
    await expect(
      devLogin(mine.teacher.id, { requestId: 'test', ipAddress: '10.0.0.1', userAgent: null }),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(getPublicProfile(mine.teacher.slug)).rejects.toThrow();
    const row = await db.teacher.findUniqueOrThrow({ where: { id: mine.teacher.id } });
    expect(row).toMatchObject({ name: 'Deleted teacher', calendarFeedToken: null, idpSubject: null, bio: null });
    expect(row.deletedAt).not.toBeNull();
    await expect(getPublicProfile(row.slug)).rejects.toThrow();
    // Nothing of the teacher or the students is left in any text or JSON column.
    const { identity } = mine;
    const people = [
      mine.teacher.name,
      mine.teacher.email,
      mine.teacher.slug,
      identity.name,
      identity.email,
      identity.phone,
    ];
    expect(await columnsHolding(people)).toEqual([]);
    // The accounting stays: every amount, anonymised.
    const payments = await db.payment.findMany({ where: { teacherId: mine.teacher.id }, orderBy: { amount: 'asc' } });
    expect(payments.map((payment) => payment.amount)).toEqual([9_900, 30_000]);
    expect(payments.every((payment) => payment.anonymizedAt !== null)).toBe(true);
    expect(await db.session.count({ where: { teacherId: mine.teacher.id } })).toBe(0);
    expect(await db.review.count({ where: { teacherId: mine.teacher.id } })).toBe(0);
    const audit = await db.auditLog.findFirstOrThrow({
      where: { teacherId: mine.teacher.id, action: 'account.delete' },
    });
    expect(audit.metadata).toMatchObject({ studentsErased: 2, subscriptionsCancelled: 1 });
    // The other practice is untouched.
    expect(await resolveSession(theirSession.sessionId)).not.toBeNull();
    expect((await db.student.findUniqueOrThrow({ where: { id: theirs.student.id } })).name).toBe(theirs.identity.name);
    expect(await getPublicProfile(theirs.teacher.slug)).toMatchObject({ teacher: { slug: theirs.teacher.slug } });
    expect(await db.session.count({ where: { teacherId: theirs.teacher.id } })).toBe(2);
  });
});
