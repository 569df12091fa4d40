import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { createLegalDocument } from '@/test/legal-documents';
import { recordLegalAcceptances } from './record-legal-acceptances';

const meta = { requestId: 'req-1', ipAddress: '203.0.113.9', userAgent: 'test-agent' };

describe('recordLegalAcceptances', () => {
  it('signs a version per student and document, and appends each signature to the history', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const { document, versions } = await createLegalDocument({ teacherId: teacher.id, versions: 2 });
    const [v1, v2] = versions;
    const first = new Date('2026-01-10T09:00:00.000Z');
    const second = new Date('2026-02-20T09:00:00.000Z');

    await db.$transaction((tx) =>
      recordLegalAcceptances(tx, {
        teacherId: teacher.id,
        studentId: student.id,
        documents: [{ documentId: document.id, versionId: v1!.id, version: 1 }],
        meta,
        now: first,
      }),
    );
    await db.$transaction((tx) =>
      recordLegalAcceptances(tx, {
        teacherId: teacher.id,
        studentId: student.id,
        documents: [{ documentId: document.id, versionId: v2!.id, version: 2 }],
        meta,
        now: second,
      }),
    );

    const rows = await db.legalAcceptance.findMany({ where: { studentId: student.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      teacherId: teacher.id,
      documentId: document.id,
      documentVersionId: v2!.id,
      state: 'signed',
      acceptedAt: second,
      ipAddress: '203.0.113.9',
      userAgent: 'test-agent',
      history: [
        { state: 'signed', at: first.toISOString(), version: 1 },
        { state: 'signed', at: second.toISOString(), version: 2 },
      ],
    });
  });

  it('keeps both signatures when two transactions sign the same document at once', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const { document, current } = await createLegalDocument({ teacherId: teacher.id });
    const sign = () =>
      db.$transaction((tx) =>
        recordLegalAcceptances(tx, {
          teacherId: teacher.id,
          studentId: student.id,
          documents: [{ documentId: document.id, versionId: current!.id, version: 1 }],
        }),
      );
    await Promise.all([sign(), sign()]);
    const row = await db.legalAcceptance.findFirstOrThrow({ where: { studentId: student.id } });
    expect(row.history).toHaveLength(2);
  });

  it('writes nothing when the transaction rolls back', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const { document, current } = await createLegalDocument({ teacherId: teacher.id });
    await expect(
      db.$transaction(async (tx) => {
        await recordLegalAcceptances(tx, {
          teacherId: teacher.id,
          studentId: student.id,
          documents: [{ documentId: document.id, versionId: current!.id, version: 1 }],
        });
        throw new Error('checkout refused');
      }),
    ).rejects.toThrow('checkout refused');
    expect(await db.legalAcceptance.count({ where: { studentId: student.id } })).toBe(0);
  });
});
