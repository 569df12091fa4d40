import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { createPayerFamily } from '@/test/factories/payer-family';
import { callRoute, sessionCookie } from '@/test/http';
import { latestMagicLinkToken, uniqueIp } from '@/test/magic-link';
import { GET as getMe } from '../../auth/me/route';
import { POST as requestLink } from '../../auth/magic-link/route';
import { POST as verifyLink } from '../../auth/verify-magic-link/route';
import { GET as listInvoices } from '../invoices/route';
import { POST as switchMember } from './switch/route';
import { GET } from './route';

beforeEach(() => vi.stubEnv('RESEND_API_KEY', '')); // the development outbox
afterEach(() => vi.unstubAllEnvs());

/** Signs the payer in the way the portal does: request the link, spend it; returns the cookie. */
async function signInAs(email: string, teacherSlug: string) {
  const requested = await callRoute(requestLink, {
    method: 'POST',
    path: '/api/auth/magic-link',
    body: { email, teacherSlug },
    ip: uniqueIp(),
  });
  expect(requested.json).toEqual({ sent: true });
  const token = await latestMagicLinkToken(email);
  const verified = await callRoute(verifyLink, {
    method: 'POST',
    path: '/api/auth/verify-magic-link',
    body: { token },
    ip: uniqueIp(),
  });
  expect(verified.status).toBe(200);
  const cookie = verified.headers
    .getSetCookie()
    .find((value) => value.startsWith('svc_session='))!
    .split(';')[0]!;
  return cookie;
}

const family = (cookie: string) => callRoute(GET, { path: '/api/student/family', cookie });
const switchTo = (cookie: string, studentId: string) =>
  callRoute(switchMember, { method: 'POST', path: '/api/student/family/switch', body: { studentId }, cookie });
const me = (cookie: string) => callRoute(getMe, { path: '/api/auth/me', cookie });

describe('payer sign-in and the family portal (issue 34)', () => {
  it('signs the payer in once, acting for the first member by name, and shows the family', async () => {
    const teacher = await createTeacher();
    const { family: fam, members } = await createPayerFamily({
      teacherId: teacher.id,
      memberNames: ['Zoe Kid', 'Ada Kid'],
    });
    const [zoe, ada] = members as [(typeof members)[0], (typeof members)[0]];
    const cookie = await signInAs(fam.payerEmail, teacher.slug);

    const session = await db.authSession.findFirstOrThrow({ where: { familyId: fam.id } });
    expect(session).toMatchObject({ role: 'student', studentId: ada.id, familyId: fam.id });

    const response = await family(cookie);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      id: fam.id,
      name: fam.name,
      payer: { name: 'Pat Payer', email: fam.payerEmail, phone: null },
      members: [
        { studentId: ada.id, name: 'Ada Kid', isMinor: true },
        { studentId: zoe.id, name: 'Zoe Kid', isMinor: true },
      ],
      actingStudentId: ada.id,
    });
    expect((await me(cookie)).json).toMatchObject({
      role: 'student',
      student: { id: ada.id, name: 'Ada Kid' },
      payer: { familyId: fam.id, name: 'Pat Payer', email: fam.payerEmail },
    });

    await flushAudits();
    const login = await db.auditLog.findFirstOrThrow({
      where: { teacherId: teacher.id, action: 'auth.magic_link_login', entityId: ada.id },
    });
    expect(login).toMatchObject({ actorType: 'payer', actorId: fam.id, metadata: { onBehalfOfStudentId: ada.id } });
  });

  it('switches the acting member: /auth/me and every student route follow', async () => {
    const teacher = await createTeacher();
    const { family: fam, members } = await createPayerFamily({
      teacherId: teacher.id,
      memberNames: ['Ada Kid', 'Ben Kid'],
    });
    const [ada, ben] = members as [(typeof members)[0], (typeof members)[0]];
    const cookie = await signInAs(fam.payerEmail, teacher.slug);

    const switched = await switchTo(cookie, ben.id);
    expect(switched.status).toBe(200);
    expect(switched.json.actingStudentId).toBe(ben.id);
    expect((await me(cookie)).json).toMatchObject({ student: { id: ben.id }, payer: { familyId: fam.id } });
    expect((await family(cookie)).json.actingStudentId).toBe(ben.id);

    expect((await switchTo(cookie, ada.id)).json.actingStudentId).toBe(ada.id);
    expect((await me(cookie)).json.student.id).toBe(ada.id);
  });

  it('refuses to switch to a student outside the family, of this or another teacher: 404, nothing changed', async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const { family: fam, members } = await createPayerFamily({ teacherId: teacher.id });
    const outsider = await createStudent({ teacherId: teacher.id });
    const { members: otherFamily } = await createPayerFamily({ teacherId: teacher.id });
    const foreign = await createStudent({ teacherId: other.id });
    const cookie = await signInAs(fam.payerEmail, teacher.slug);
    const before = (await me(cookie)).json.student.id;
    expect(before).toBe(members[0]!.id);

    for (const studentId of [outsider.id, otherFamily[0]!.id, foreign.id, crypto.randomUUID()]) {
      const response = await switchTo(cookie, studentId);
      expect(response.status).toBe(404);
      expect(response.json).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    expect((await me(cookie)).json.student.id).toBe(before);
    const rows = await db.authSession.findMany({ where: { familyId: fam.id } });
    expect(rows.map((row) => row.studentId)).toEqual([before]);
  });

  it('answers 404 to a session that is not a payer session, and a member cannot switch', async () => {
    const teacher = await createTeacher();
    const { members } = await createPayerFamily({ teacherId: teacher.id });
    const memberCookie = await sessionCookie({ role: 'student', studentId: members[0]!.id });
    expect((await family(memberCookie)).status).toBe(404);
    expect((await switchTo(memberCookie, members[1]!.id)).status).toBe(404);
    expect((await me(memberCookie)).json).toMatchObject({ student: { id: members[0]!.id }, payer: null });

    const loner = await createStudent({ teacherId: teacher.id });
    expect((await family(await sessionCookie({ role: 'student', studentId: loner.id }))).status).toBe(404);
  });

  it('the payer wins over a standalone student record with the same e-mail, and acts as their own member first', async () => {
    const teacher = await createTeacher();
    const { family: fam, members } = await createPayerFamily({ teacherId: teacher.id, memberNames: ['Ada Kid'] });
    // The payer is also a member (an adult learner in the family) under the payer's own e-mail.
    const own = await createStudent({
      teacherId: teacher.id,
      name: 'Zed Payer',
      email: fam.payerEmail,
      familyId: fam.id,
    });
    const cookie = await signInAs(fam.payerEmail, teacher.slug);
    expect((await me(cookie)).json).toMatchObject({ student: { id: own.id }, payer: { familyId: fam.id } });
    expect((await family(cookie)).json.members.map((m: { studentId: string }) => m.studentId)).toEqual([
      members[0]!.id,
      own.id,
    ]);

    const teacher2 = await createTeacher();
    const { family: fam2, members: kids } = await createPayerFamily({
      teacherId: teacher2.id,
      memberNames: ['Kim Kid'],
    });
    await createStudent({ teacherId: teacher2.id, email: fam2.payerEmail }); // standalone, not a member
    const cookie2 = await signInAs(fam2.payerEmail, teacher2.slug);
    expect((await me(cookie2)).json).toMatchObject({ student: { id: kids[0]!.id }, payer: { familyId: fam2.id } });
  });

  it('sends no link for a family without members, with the same answer', async () => {
    const teacher = await createTeacher();
    const { family: fam } = await createPayerFamily({ teacherId: teacher.id, memberNames: [] });
    const response = await callRoute(requestLink, {
      method: 'POST',
      path: '/api/auth/magic-link',
      body: { email: fam.payerEmail, teacherSlug: teacher.slug },
      ip: uniqueIp(),
    });
    expect(response.json).toEqual({ sent: true });
    expect(await db.emailOutbox.count({ where: { to: fam.payerEmail } })).toBe(0);
    expect(await db.magicLinkToken.count({ where: { familyId: fam.id } })).toBe(0);
  });

  it('ends a payer session whose acting member left the family', async () => {
    const teacher = await createTeacher();
    const { family: fam, members } = await createPayerFamily({ teacherId: teacher.id, memberNames: ['Ada Kid'] });
    const cookie = await signInAs(fam.payerEmail, teacher.slug);
    await db.student.update({ where: { id: members[0]!.id }, data: { familyId: null } });
    expect((await me(cookie)).status).toBe(401);
  });

  it("keeps a member signed in as themselves away from the family's invoices; the payer sees them", async () => {
    const teacher = await createTeacher();
    const { family: fam, members } = await createPayerFamily({ teacherId: teacher.id });
    const memberCookie = await sessionCookie({ role: 'student', studentId: members[0]!.id });
    const refused = await callRoute(listInvoices, { path: '/api/student/invoices', cookie: memberCookie });
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toContain('person who pays');

    const payerCookie = await sessionCookie({ role: 'student', studentId: members[0]!.id, familyId: fam.id });
    expect((await callRoute(listInvoices, { path: '/api/student/invoices', cookie: payerCookie })).status).toBe(200);
    const loner = await createStudent({ teacherId: teacher.id });
    const lonerCookie = await sessionCookie({ role: 'student', studentId: loner.id });
    expect((await callRoute(listInvoices, { path: '/api/student/invoices', cookie: lonerCookie })).status).toBe(200);
  });
});
