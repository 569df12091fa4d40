import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { AppError } from '@/lib/core/errors';
import { createStudent, createTeacher } from '@/test/factories';
import { createLegalDocument } from '@/test/legal-documents';
import { publishLegalDocument } from '../documents/publish-legal-document';
import { listStudentContracts } from './list-student-contracts';
import { sendContract } from './send-contract';
import { signContract } from './sign-contract';

const codeOf = (work: Promise<unknown>) =>
  work.then(
    () => 'ok',
    (error: unknown) => (error instanceof AppError ? `${error.status} ${error.code}` : error),
  );
const meta = { requestId: 'req-1', ipAddress: '203.0.113.7', userAgent: 'portal-agent' };

async function setUp() {
  const teacher = await createTeacher();
  const contract = await createLegalDocument({
    teacherId: teacher.id,
    type: 'contract',
    title: 'Contract',
    requiresAcceptance: false,
  });
  const terms = await createLegalDocument({ teacherId: teacher.id, type: 'terms', title: 'Terms', displayOrder: 1 });
  const notice = await createLegalDocument({
    teacherId: teacher.id,
    type: 'policy',
    title: 'Notice',
    requiresAcceptance: false,
  });
  const student = await createStudent({ teacherId: teacher.id });
  const ref = { id: student.id, teacherId: teacher.id };
  return { teacher, contract, terms, notice, student, ref };
}

describe('signContract and listStudentContracts', () => {
  it('lists what the student must sign, signs the current version with history, IP and user agent', async () => {
    const { teacher, contract, terms, student, ref } = await setUp();
    // Before anything is sent: the terms every student accepts; not the contract nor the notice.
    expect((await listStudentContracts({ student: ref })).data.map((doc) => [doc.title, doc.state])).toEqual([
      ['Terms v1', 'pending'],
    ]);
    await sendContract({
      teacherId: teacher.id,
      input: { documentId: contract.document.id, studentIds: [student.id] },
    });
    const listed = await listStudentContracts({ student: ref });
    expect(listed.data.map((doc) => [doc.title, doc.state, doc.version])).toEqual([
      ['Contract v1', 'pending', 1],
      ['Terms v1', 'pending', 1],
    ]);
    expect(listed.data[0]!.bodyMarkdown).toBe('# Contract\n\nVersion 1.');

    const at = new Date('2026-05-01T10:00:00.000Z');
    const signed = await signContract({ student: ref, documentId: contract.document.id, version: 1, meta, now: at });
    expect(signed).toMatchObject({ state: 'signed', signedVersion: 1, acceptedAt: at.toISOString() });
    const row = await db.legalAcceptance.findFirstOrThrow({
      where: { studentId: student.id, documentId: contract.document.id },
    });
    expect(row).toMatchObject({ state: 'signed', ipAddress: '203.0.113.7', userAgent: 'portal-agent' });
    expect((row.history as { state: string }[]).map((entry) => entry.state)).toEqual(['pending', 'signed']);
    // Signing again changes nothing.
    await signContract({ student: ref, documentId: contract.document.id, version: 1, meta });
    expect((await db.legalAcceptance.findUniqueOrThrow({ where: { id: row.id } })).history).toHaveLength(2);
    await flushAudits();
    expect(
      await db.auditLog.count({
        where: { teacherId: teacher.id, action: 'legal_acceptance.sign', actorId: student.id },
      }),
    ).toBe(1);
    // Signed ones come after the ones to sign.
    expect((await listStudentContracts({ student: ref })).data.map((doc) => doc.title)).toEqual([
      'Terms v1',
      'Contract v1',
    ]);
    void terms;
  });

  it('refuses a stale version with 409, and after a new version the signature reads outdated until re-signed', async () => {
    const { teacher, contract, ref } = await setUp();
    await signContract({ student: ref, documentId: contract.document.id, version: 1 });
    await db.legalDocument.update({ where: { id: contract.document.id }, data: { bodyMarkdown: '# Changed' } });
    await publishLegalDocument({ teacherId: teacher.id, documentId: contract.document.id });
    const mine = async () =>
      (await listStudentContracts({ student: ref })).data.find((doc) => doc.documentId === contract.document.id)!;
    expect(await mine()).toMatchObject({ state: 'outdated', version: 2, signedVersion: 1, bodyMarkdown: '# Changed' });
    expect(await codeOf(signContract({ student: ref, documentId: contract.document.id, version: 1 }))).toBe(
      '409 CONFLICT',
    );
    await signContract({ student: ref, documentId: contract.document.id, version: 2 });
    expect(await mine()).toMatchObject({ state: 'signed', signedVersion: 2 });
  });

  it('refuses an expired request (409 INVALID_STATE) and keeps the validity the teacher set when signing', async () => {
    const { teacher, contract, student, ref } = await setUp();
    const sentAt = new Date('2026-03-01T10:00:00.000Z');
    const expiresAt = '2026-03-10T10:00:00.000Z';
    await sendContract({
      teacherId: teacher.id,
      input: { documentId: contract.document.id, studentIds: [student.id], expiresAt },
      now: sentAt,
    });
    const signed = await signContract({
      student: ref,
      documentId: contract.document.id,
      version: 1,
      now: new Date('2026-03-05T10:00:00Z'),
    });
    expect(signed.expiresAt).toBe(expiresAt);
    const later = new Date('2026-03-11T10:00:00.000Z');
    const listed = await listStudentContracts({ student: ref, now: later });
    expect(listed.data.find((doc) => doc.documentId === contract.document.id)).toMatchObject({ state: 'expired' });
    expect(await codeOf(signContract({ student: ref, documentId: contract.document.id, version: 1, now: later }))).toBe(
      '409 INVALID_STATE',
    );
  });

  it("is 404 for another teacher's document, a draft, or an archived one", async () => {
    const { teacher, ref } = await setUp();
    const other = await createTeacher();
    const stranger = await createLegalDocument({ teacherId: other.id, type: 'contract' });
    const draft = await createLegalDocument({ teacherId: teacher.id, type: 'contract', state: 'draft' });
    const archived = await createLegalDocument({ teacherId: teacher.id, type: 'contract', state: 'archived' });
    for (const doc of [stranger, draft, archived]) {
      expect(await codeOf(signContract({ student: ref, documentId: doc.document.id, version: 1 }))).toBe(
        '404 NOT_FOUND',
      );
    }
    expect(await db.legalAcceptance.count({ where: { studentId: ref.id } })).toBe(0);
  });
});
