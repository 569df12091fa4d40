import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { AppError } from '@/lib/core/errors';
import { createStudent, createTeacher } from '@/test/factories';
import { recordLegalAcceptances } from '../record-legal-acceptances';
import { createLegalDocument } from './create-legal-document';
import { getLegalDocumentVersion, listLegalDocumentVersions } from './legal-document-versions';
import { publishLegalDocument } from './publish-legal-document';
import { updateLegalDocument } from './update-legal-document';

const codeOf = (work: Promise<unknown>) =>
  work.then(
    () => 'ok',
    (error: unknown) => (error instanceof AppError ? `${error.status} ${error.code}` : error),
  );

async function draft() {
  const teacher = await createTeacher();
  const document = await createLegalDocument({
    teacherId: teacher.id,
    input: {
      type: 'contract',
      title: 'Lesson contract',
      bodyMarkdown: '# V1',
      displayOrder: 0,
      requiresAcceptance: true,
    },
  });
  return { teacher, document };
}

describe('publishLegalDocument', () => {
  it('snapshots each change as a new version and keeps every version readable', async () => {
    const { teacher, document } = await draft();
    expect(document).toMatchObject({ state: 'draft', currentVersion: 0, hasUnpublishedChanges: true });
    const first = await publishLegalDocument({ teacherId: teacher.id, documentId: document.id });
    expect(first).toMatchObject({ state: 'published', currentVersion: 1, hasUnpublishedChanges: false });

    const edited = await updateLegalDocument({
      teacherId: teacher.id,
      documentId: document.id,
      input: { bodyMarkdown: '# V2', title: 'Lesson contract 2027' },
    });
    // The edit is the working copy: version 1 is unchanged and still current.
    expect(edited).toMatchObject({ currentVersion: 1, hasUnpublishedChanges: true, bodyMarkdown: '# V2' });
    const second = await publishLegalDocument({ teacherId: teacher.id, documentId: document.id });
    expect(second).toMatchObject({ currentVersion: 2, hasUnpublishedChanges: false, title: 'Lesson contract 2027' });

    const { data } = await listLegalDocumentVersions({ teacherId: teacher.id, documentId: document.id });
    expect(data.map(({ version, title }) => ({ version, title }))).toEqual([
      { version: 2, title: 'Lesson contract 2027' },
      { version: 1, title: 'Lesson contract' },
    ]);
    expect(await getLegalDocumentVersion({ teacherId: teacher.id, documentId: document.id, version: 1 })).toMatchObject(
      {
        version: 1,
        title: 'Lesson contract',
        bodyMarkdown: '# V1',
      },
    );
    await flushAudits();
    const actions = await db.auditLog.findMany({
      where: { teacherId: teacher.id, entityId: document.id },
      orderBy: { createdAt: 'asc' },
      select: { action: true },
    });
    expect(actions.map((row) => row.action)).toEqual([
      'legal_document.create',
      'legal_document.publish',
      'legal_document.update',
      'legal_document.publish',
    ]);
  });

  it('refuses to publish without a change (409), and publishes an archived one again at its version', async () => {
    const { teacher, document } = await draft();
    await publishLegalDocument({ teacherId: teacher.id, documentId: document.id });
    expect(await codeOf(publishLegalDocument({ teacherId: teacher.id, documentId: document.id }))).toBe('409 CONFLICT');
    await db.legalDocument.update({ where: { id: document.id }, data: { state: 'archived' } });
    const again = await publishLegalDocument({ teacherId: teacher.id, documentId: document.id });
    expect(again).toMatchObject({ state: 'published', currentVersion: 1 });
    expect(await db.legalDocumentVersion.count({ where: { documentId: document.id } })).toBe(1);
  });

  it('turns signatures of older versions outdated, with a history entry, in the same transaction', async () => {
    const { teacher, document } = await draft();
    await publishLegalDocument({ teacherId: teacher.id, documentId: document.id });
    const v1 = await db.legalDocumentVersion.findFirstOrThrow({ where: { documentId: document.id, version: 1 } });
    const signer = await createStudent({ teacherId: teacher.id });
    const waiting = await createStudent({ teacherId: teacher.id });
    const signedAt = new Date('2026-01-10T09:00:00.000Z');
    await db.$transaction((tx) =>
      recordLegalAcceptances(tx, {
        teacherId: teacher.id,
        studentId: signer.id,
        documents: [{ documentId: document.id, versionId: v1.id, version: 1 }],
        now: signedAt,
      }),
    );
    await db.legalAcceptance.create({
      data: { teacherId: teacher.id, studentId: waiting.id, documentId: document.id, documentVersionId: v1.id },
    });

    await updateLegalDocument({ teacherId: teacher.id, documentId: document.id, input: { bodyMarkdown: '# V2' } });
    const publishedAt = new Date('2026-02-01T09:00:00.000Z');
    const published = await publishLegalDocument({ teacherId: teacher.id, documentId: document.id, now: publishedAt });
    expect(published.acceptanceCounts).toEqual({ signed: 0, pending: 1, expired: 0, outdated: 1 });

    const signed = await db.legalAcceptance.findFirstOrThrow({ where: { studentId: signer.id } });
    expect(signed).toMatchObject({
      state: 'outdated',
      history: [
        { state: 'signed', at: signedAt.toISOString(), version: 1 },
        { state: 'outdated', at: publishedAt.toISOString(), version: 2 },
      ],
    });
    // A request not signed yet stays pending (the student signs the current version).
    expect((await db.legalAcceptance.findFirstOrThrow({ where: { studentId: waiting.id } })).state).toBe('pending');
  });

  it("is 404 for another teacher's document, and changes nothing there", async () => {
    const { document } = await draft();
    const other = await createTeacher();
    expect(await codeOf(publishLegalDocument({ teacherId: other.id, documentId: document.id }))).toBe('404 NOT_FOUND');
    expect(await codeOf(listLegalDocumentVersions({ teacherId: other.id, documentId: document.id }))).toBe(
      '404 NOT_FOUND',
    );
    expect((await db.legalDocument.findUniqueOrThrow({ where: { id: document.id } })).currentVersion).toBe(0);
  });
});
