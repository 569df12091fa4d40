/** GET /api/student/contracts and POST /api/student/contracts/:documentId/sign. */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { callRoute, sessionCookie } from '@/test/http';
import { createLegalDocument } from '@/test/legal-documents';
import { POST as signRoute } from './[documentId]/sign/route';
import { GET as listRoute } from './route';

const list = (cookie: string | undefined) => callRoute(listRoute, { path: '/api/student/contracts', cookie });
const sign = (cookie: string | undefined, documentId: string, body: unknown) =>
  callRoute(signRoute, {
    method: 'POST',
    path: `/api/student/contracts/${documentId}/sign`,
    params: { documentId },
    cookie,
    body,
    headers: { 'user-agent': 'route-test-agent' },
  });

async function setUp() {
  const teacher = await createTeacher();
  const contract = await createLegalDocument({
    teacherId: teacher.id,
    type: 'contract',
    title: 'Contract',
    versions: 2,
  });
  const student = await createStudent({ teacherId: teacher.id });
  const cookie = await sessionCookie({ role: 'student', studentId: student.id });
  return { teacher, contract, student, cookie };
}

describe('student contracts routes', () => {
  it('lists the contract to sign with its current body, signs it, and lists it signed', async () => {
    const { contract, student, cookie } = await setUp();
    const before = await list(cookie);
    expect(before.status).toBe(200);
    expect(before.json.data).toEqual([
      expect.objectContaining({
        documentId: contract.document.id,
        state: 'pending',
        version: 2,
        bodyMarkdown: '# Contract\n\nVersion 2.',
      }),
    ]);
    const signed = await sign(cookie, contract.document.id, { version: 2 });
    expect(signed.status).toBe(200);
    expect(signed.json).toMatchObject({ state: 'signed', signedVersion: 2 });
    expect(await db.legalAcceptance.findFirstOrThrow({ where: { studentId: student.id } })).toMatchObject({
      state: 'signed',
      userAgent: 'route-test-agent',
    });
    expect((await list(cookie)).json.data[0].state).toBe('signed');
  });

  it('answers 409 for a stale version, 400 for a bad body, 401 signed out', async () => {
    const { contract, cookie } = await setUp();
    const stale = await sign(cookie, contract.document.id, { version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe('CONFLICT');
    for (const body of [{}, { version: '2' }, { version: 0 }, { version: 2, state: 'signed' }]) {
      expect((await sign(cookie, contract.document.id, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await list(undefined)).status).toBe(401);
  });

  it('is 403 while a teacher impersonates the student, storing nothing; the listing still works', async () => {
    const { teacher, contract, student } = await setUp();
    const impersonating = await sessionCookie({
      role: 'student',
      studentId: student.id,
      impersonatorTeacherId: teacher.id,
    });
    expect((await list(impersonating)).json.data).toHaveLength(1);
    const refused = await sign(impersonating, contract.document.id, { version: 2 });
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('FORBIDDEN');
    expect(await db.legalAcceptance.count({ where: { studentId: student.id } })).toBe(0);
  });

  it("cannot see nor sign another teacher's document (404)", async () => {
    const { contract } = await setUp();
    const other = await setUp();
    expect((await list(other.cookie)).json.data.map((doc: { documentId: string }) => doc.documentId)).toEqual([
      other.contract.document.id,
    ]);
    expect((await sign(other.cookie, contract.document.id, { version: 2 })).status).toBe(404);
    expect(await db.legalAcceptance.count({ where: { documentId: contract.document.id } })).toBe(0);
  });
});
