import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { AppError } from '@/lib/core/errors';
import { flushOutbox } from '@/lib/outbox/after-commit';
import { createStudent, createTeacher } from '@/test/factories';
import { createLegalDocument } from '@/test/legal-documents';
import { getLegalDocument } from '../documents/get-legal-document';
import { listContracts } from './list-contracts';
import { sendContract } from './send-contract';

beforeEach(() => vi.stubEnv('RESEND_API_KEY', ''));
afterEach(() => vi.unstubAllEnvs());

const codeOf = (work: Promise<unknown>) =>
  work.then(
    () => 'ok',
    (error: unknown) => (error instanceof AppError ? `${error.status} ${error.code}` : error),
  );
const query = { page: 1, limit: 20 };

async function setUp() {
  const teacher = await createTeacher({ name: 'Marta Ruiz' });
  const contract = await createLegalDocument({
    teacherId: teacher.id,
    type: 'contract',
    title: 'Lesson contract',
    versions: 2,
  });
  const ana = await createStudent({ teacherId: teacher.id, name: 'Ana López' });
  const ben = await createStudent({ teacherId: teacher.id, name: 'Ben Ortiz' });
  return { teacher, contract, ana, ben };
}

describe('sendContract', () => {
  it('makes a pending row per student at the current version, with history, and e-mails a portal link', async () => {
    const { teacher, contract, ana, ben } = await setUp();
    const now = new Date('2026-03-01T10:00:00.000Z');
    const expiresAt = '2026-04-01T10:00:00.000Z';
    const result = await sendContract({
      teacherId: teacher.id,
      input: { documentId: contract.document.id, studentIds: [ben.id, ana.id], expiresAt },
      now,
    });
    expect(result.alreadySigned).toEqual([]);
    expect(result.sent.map((row) => [row.student.name, row.state, row.version, row.expiresAt])).toEqual([
      ['Ana López', 'pending', 2, expiresAt],
      ['Ben Ortiz', 'pending', 2, expiresAt],
    ]);
    expect(result.sent[0]!.history).toEqual([{ state: 'pending', at: now.toISOString(), version: 2 }]);
    await flushOutbox();
    const emails = await db.emailOutbox.findMany({ where: { teacherId: teacher.id }, orderBy: { to: 'asc' } });
    expect(emails.map((email) => email.to).sort()).toEqual([ana.email, ben.email].sort());
    expect(emails[0]!.subject).toBe('Marta Ruiz asks you to read and sign "Lesson contract"');
    expect(emails[0]!.html).toContain('/portal/contracts');
  });

  it('leaves a valid signature of the current version alone, and asks again for an outdated one', async () => {
    const { teacher, contract, ana, ben } = await setUp();
    const [v1, v2] = contract.versions;
    await db.legalAcceptance.create({
      data: {
        teacherId: teacher.id,
        studentId: ana.id,
        documentId: contract.document.id,
        documentVersionId: v2!.id,
        state: 'signed',
      },
    });
    await db.legalAcceptance.create({
      data: {
        teacherId: teacher.id,
        studentId: ben.id,
        documentId: contract.document.id,
        documentVersionId: v1!.id,
        state: 'outdated',
        history: [{ state: 'signed', at: '2026-01-01T00:00:00.000Z', version: 1 }],
      },
    });
    const result = await sendContract({
      teacherId: teacher.id,
      input: { documentId: contract.document.id, studentIds: [ana.id, ben.id] },
    });
    expect(result.alreadySigned).toEqual([ana.id]);
    expect(result.sent).toHaveLength(1);
    expect(result.sent[0]).toMatchObject({ state: 'pending', version: 2, acceptedAt: null });
    expect(result.sent[0]!.history.map((entry) => entry.state)).toEqual(['signed', 'pending']);
  });

  it("refuses drafts and archived documents (422), a past expiry (400), and anything not the teacher's (404)", async () => {
    const { teacher, contract, ana } = await setUp();
    const draft = await createLegalDocument({ teacherId: teacher.id, type: 'contract', state: 'draft', versions: 0 });
    const send = (teacherId: string, documentId: string, studentIds: string[], expiresAt?: string) =>
      codeOf(sendContract({ teacherId, input: { documentId, studentIds, expiresAt } }));
    expect(await send(teacher.id, draft.document.id, [ana.id])).toBe('422 DOCUMENT_NOT_PUBLISHED');
    expect(await send(teacher.id, contract.document.id, [ana.id], '2020-01-01T00:00:00Z')).toBe('400 VALIDATION_ERROR');
    const other = await createTeacher();
    const stranger = await createStudent({ teacherId: other.id });
    expect(await send(other.id, contract.document.id, [stranger.id])).toBe('404 NOT_FOUND');
    expect(await send(teacher.id, contract.document.id, [ana.id, stranger.id])).toBe('404 NOT_FOUND');
    expect(await db.legalAcceptance.count({ where: { documentId: contract.document.id } })).toBe(0);
  });

  it('lists rows by effective state: an expired request reads expired, and filters agree', async () => {
    const { teacher, contract, ana, ben } = await setUp();
    const now = new Date('2026-03-01T10:00:00.000Z');
    await sendContract({
      teacherId: teacher.id,
      input: { documentId: contract.document.id, studentIds: [ana.id], expiresAt: '2026-03-02T10:00:00.000Z' },
      now,
    });
    await sendContract({
      teacherId: teacher.id,
      input: { documentId: contract.document.id, studentIds: [ben.id] },
      now,
    });
    const later = new Date('2026-03-05T10:00:00.000Z');
    const all = await listContracts({ teacherId: teacher.id, query, now: later });
    expect(all.total).toBe(2);
    expect(Object.fromEntries(all.data.map((row) => [row.student.name, row.state]))).toEqual({
      'Ana López': 'expired',
      'Ben Ortiz': 'pending',
    });
    const expired = await listContracts({ teacherId: teacher.id, query: { ...query, state: 'expired' }, now: later });
    expect(expired.data.map((row) => row.student.id)).toEqual([ana.id]);
    const pending = await listContracts({ teacherId: teacher.id, query: { ...query, state: 'pending' }, now: later });
    expect(pending.data.map((row) => row.student.id)).toEqual([ben.id]);
    expect((await listContracts({ teacherId: teacher.id, query: { ...query, studentId: ben.id } })).total).toBe(1);
    // The document's counts follow the same rule.
    const document = await getLegalDocument({ teacherId: teacher.id, documentId: contract.document.id, now: later });
    expect(document.acceptanceCounts).toEqual({ signed: 0, pending: 1, expired: 1, outdated: 0 });
    const other = await createTeacher();
    expect((await listContracts({ teacherId: other.id, query })).total).toBe(0);
  });
});
