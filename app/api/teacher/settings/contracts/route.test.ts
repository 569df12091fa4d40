/** /api/teacher/settings/contracts and /contracts/students/:studentId: send, overview, standing, tenancy. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { createLegalDocument } from '@/test/legal-documents';
import { GET as listRoute, POST as sendRoute } from './route';
import { GET as standingRoute } from './students/[studentId]/route';

beforeEach(() => vi.stubEnv('RESEND_API_KEY', ''));
afterEach(() => vi.unstubAllEnvs());

const base = '/api/teacher/settings/contracts';
const list = (cookie: string, search = '') => callRoute(listRoute, { path: `${base}${search}`, cookie });
const send = (cookie: string, body: unknown) => callRoute(sendRoute, { method: 'POST', path: base, cookie, body });
const standing = (cookie: string, studentId: string) =>
  callRoute(standingRoute, { path: `${base}/students/${studentId}`, params: { studentId }, cookie });

async function setUp() {
  const teacher = await createTeacher();
  const cookie = await teacherCookie(teacher.id);
  const contract = await createLegalDocument({
    teacherId: teacher.id,
    type: 'contract',
    title: 'Contract',
    requiresAcceptance: false,
  });
  const terms = await createLegalDocument({ teacherId: teacher.id, type: 'terms', title: 'Terms', displayOrder: 1 });
  const student = await createStudent({ teacherId: teacher.id, name: 'Ana López' });
  return { teacher, cookie, contract, terms, student };
}

describe('contracts routes', () => {
  it('sends a contract (201), lists it paginated and filtered, and shows where the student stands', async () => {
    const { cookie, contract, student } = await setUp();
    const sent = await send(cookie, { documentId: contract.document.id, studentIds: [student.id] });
    expect(sent.status).toBe(201);
    expect(sent.json.sent).toHaveLength(1);

    const page = await list(cookie, '?limit=10');
    expect(page.json).toMatchObject({ page: 1, limit: 10, total: 1 });
    expect(page.json.data[0]).toMatchObject({
      student: { id: student.id, name: 'Ana López' },
      document: { id: contract.document.id, title: 'Contract', type: 'contract', currentVersion: 1 },
      state: 'pending',
      version: 1,
    });
    expect((await list(cookie, '?state=signed')).json.total).toBe(0);
    expect((await list(cookie, `?documentId=${contract.document.id}&state=pending`)).json.total).toBe(1);

    const where = await standing(cookie, student.id);
    expect(where.status).toBe(200);
    expect(
      where.json.data.map((row: { document: { title: string }; state: string | null }) => [
        row.document.title,
        row.state,
      ]),
    ).toEqual([
      ['Contract v1', 'pending'],
      ['Terms v1', 'pending'],
    ]);
  });

  it("is 404 for another teacher's student or document, and lists nothing of theirs", async () => {
    const { contract, student } = await setUp();
    await db.legalAcceptance.create({
      data: {
        teacherId: contract.document.teacherId,
        studentId: student.id,
        documentId: contract.document.id,
        documentVersionId: contract.current!.id,
      },
    });
    const other = await setUp();
    expect(
      (await send(other.cookie, { documentId: contract.document.id, studentIds: [other.student.id] })).status,
    ).toBe(404);
    expect(
      (await send(other.cookie, { documentId: other.contract.document.id, studentIds: [student.id] })).status,
    ).toBe(404);
    expect((await standing(other.cookie, student.id)).status).toBe(404);
    expect((await list(other.cookie)).json.total).toBe(0);
    expect((await list(other.cookie, `?studentId=${student.id}`)).json.total).toBe(0);
    expect(await db.legalAcceptance.count({ where: { studentId: { in: [student.id, other.student.id] } } })).toBe(1);
  });

  it('answers 400 for invalid bodies and queries', async () => {
    const { cookie, contract, student } = await setUp();
    for (const body of [
      { documentId: contract.document.id, studentIds: [] },
      { documentId: contract.document.id, studentIds: [student.id, student.id] },
      { documentId: 'x', studentIds: [student.id] },
      { documentId: contract.document.id, studentIds: [student.id], expiresAt: 'tomorrow' },
      { documentId: contract.document.id, studentIds: [student.id], state: 'signed' },
    ]) {
      expect((await send(cookie, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await list(cookie, '?state=lost')).status).toBe(400);
    expect((await list(cookie, '?limit=101')).status).toBe(400);
    expect((await standing(cookie, 'nope')).status).toBe(400);
  });
});
