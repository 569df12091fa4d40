/** Issue 34: contracts of a family's minor are signed by the payer, who is recorded as the signer. */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { createPayerFamily } from '@/test/factories/payer-family';
import { callRoute, sessionCookie } from '@/test/http';
import { createLegalDocument } from '@/test/legal-documents';
import { POST as signRoute } from './[documentId]/sign/route';

const sign = (cookie: string, documentId: string) =>
  callRoute(signRoute, {
    method: 'POST',
    path: `/api/student/contracts/${documentId}/sign`,
    params: { documentId },
    cookie,
    body: { version: 1 },
  });

describe('a family member signing a contract', () => {
  it('refuses a minor signing alone, and records the payer as signer when they sign for the minor', async () => {
    const teacher = await createTeacher();
    const contract = await createLegalDocument({
      teacherId: teacher.id,
      type: 'contract',
      title: 'Contract',
      versions: 1,
    });
    const { family, members } = await createPayerFamily({ teacherId: teacher.id, memberNames: ['Ada Kid'] });
    const ada = members[0]!;

    const alone = await sign(await sessionCookie({ role: 'student', studentId: ada.id }), contract.document.id);
    expect(alone.status).toBe(403);
    expect(await db.legalAcceptance.count({ where: { studentId: ada.id, state: 'signed' } })).toBe(0);

    const payerCookie = await sessionCookie({ role: 'student', studentId: ada.id, familyId: family.id });
    expect((await sign(payerCookie, contract.document.id)).status).toBe(200);
    expect(await db.legalAcceptance.findFirstOrThrow({ where: { studentId: ada.id } })).toMatchObject({
      state: 'signed',
      signerName: 'Pat Payer',
      signerEmail: family.payerEmail,
    });
  });

  it('lets an adult member sign for themselves (no signer recorded)', async () => {
    const teacher = await createTeacher();
    const contract = await createLegalDocument({
      teacherId: teacher.id,
      type: 'contract',
      title: 'Contract',
      versions: 1,
    });
    const { members } = await createPayerFamily({
      teacherId: teacher.id,
      memberNames: ['Al Adult'],
      adults: ['Al Adult'],
    });
    const loner = await createStudent({ teacherId: teacher.id });
    for (const student of [members[0]!, loner]) {
      const cookie = await sessionCookie({ role: 'student', studentId: student.id });
      expect((await sign(cookie, contract.document.id)).status).toBe(200);
      expect(await db.legalAcceptance.findFirstOrThrow({ where: { studentId: student.id } })).toMatchObject({
        signerName: null,
        signerEmail: null,
      });
    }
  });
});
