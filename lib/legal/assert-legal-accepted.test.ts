import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { BusinessRuleError } from '@/lib/core/errors';
import { createStudent, createTeacher } from '@/test/factories';
import { createLegalDocument } from '@/test/legal-documents';
import { assertLegalAccepted } from './assert-legal-accepted';

async function teacherWithDocuments() {
  const teacher = await createTeacher();
  const terms = await createLegalDocument({ teacherId: teacher.id, type: 'terms', versions: 2, displayOrder: 0 });
  const privacy = await createLegalDocument({
    teacherId: teacher.id,
    type: 'privacy',
    title: 'Privacy',
    displayOrder: 1,
  });
  // Neither of these needs accepting: a notice to read only, and a draft.
  await createLegalDocument({ teacherId: teacher.id, type: 'policy', title: 'Notice', requiresAcceptance: false });
  await createLegalDocument({ teacherId: teacher.id, type: 'contract', title: 'Draft', state: 'draft' });
  return { teacher, terms, privacy };
}

const missingIds = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(BusinessRuleError);
  const refusal = error as BusinessRuleError;
  expect(refusal.code).toBe('LEGAL_NOT_ACCEPTED');
  return refusal.details?.map((detail) => detail.message);
};

describe('assertLegalAccepted', () => {
  it('passes when every current document that requires acceptance is ticked, and returns them to record', async () => {
    const { teacher, terms, privacy } = await teacherWithDocuments();
    const accepted = await assertLegalAccepted({
      teacherId: teacher.id,
      studentId: null,
      acceptedVersionIds: [terms.current!.id, privacy.current!.id],
    });
    expect(accepted.map((doc) => doc.versionId)).toEqual([terms.current!.id, privacy.current!.id]);
  });

  it('lists the missing version ids; an older version ticked does not count', async () => {
    const { teacher, terms, privacy } = await teacherWithDocuments();
    expect(
      await missingIds(assertLegalAccepted({ teacherId: teacher.id, studentId: null, acceptedVersionIds: [] })),
    ).toEqual([terms.current!.id, privacy.current!.id]);
    expect(
      await missingIds(
        assertLegalAccepted({
          teacherId: teacher.id,
          studentId: null,
          acceptedVersionIds: [terms.versions[0]!.id, privacy.current!.id],
        }),
      ),
    ).toEqual([terms.current!.id]);
  });

  it("counts the student's earlier signature of the current version, not of an older one, nor an expired one", async () => {
    const { teacher, terms, privacy } = await teacherWithDocuments();
    const student = await createStudent({ teacherId: teacher.id });
    const sign = (documentId: string, documentVersionId: string, expiresAt: Date | null = null) =>
      db.legalAcceptance.create({
        data: {
          teacherId: teacher.id,
          studentId: student.id,
          documentId,
          documentVersionId,
          state: 'signed',
          expiresAt,
        },
      });
    await sign(terms.document.id, terms.versions[0]!.id);
    await sign(privacy.document.id, privacy.current!.id);

    // Privacy is signed at its current version; terms only at version 1.
    expect(
      await missingIds(assertLegalAccepted({ teacherId: teacher.id, studentId: student.id, acceptedVersionIds: [] })),
    ).toEqual([terms.current!.id]);
    const toRecord = await assertLegalAccepted({
      teacherId: teacher.id,
      studentId: student.id,
      acceptedVersionIds: [terms.current!.id, privacy.current!.id],
    });
    expect(toRecord.map((doc) => doc.versionId)).toEqual([terms.current!.id]);

    await db.legalAcceptance.updateMany({
      where: { studentId: student.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(
      await missingIds(assertLegalAccepted({ teacherId: teacher.id, studentId: student.id, acceptedVersionIds: [] })),
    ).toEqual([terms.current!.id, privacy.current!.id]);
  });

  it("looks only at the teacher's own documents", async () => {
    const { teacher, terms, privacy } = await teacherWithDocuments();
    const other = await createTeacher();
    // Nothing to accept at a teacher without documents, whatever another teacher publishes...
    await expect(
      assertLegalAccepted({ teacherId: other.id, studentId: null, acceptedVersionIds: [] }),
    ).resolves.toEqual([]);
    // ...and ticking another teacher's versions accepts nothing here.
    const stranger = await createLegalDocument({ teacherId: other.id });
    expect(
      await missingIds(
        assertLegalAccepted({ teacherId: teacher.id, studentId: null, acceptedVersionIds: [stranger.current!.id] }),
      ),
    ).toEqual([terms.current!.id, privacy.current!.id]);
  });
});
