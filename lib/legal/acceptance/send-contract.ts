import 'server-only';
import { createElement } from 'react';
import { noticeFamilySelect, noticeRecipients, recipientRegional } from '@/lib/families/notice-recipients';
import { recordAudit } from '@/lib/audit/record-audit';
import { env } from '@/lib/core/env';
import { BusinessRuleError, NotFoundError, ValidationError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { usableTimeZone } from '@/lib/core/time';
import { longWhen } from '@/lib/notifications/session-notice-emails';
import { enqueueEmails } from '@/lib/outbox/enqueue-email';
import { transaction } from '@/lib/outbox/transaction';
import { effectiveAcceptanceState } from './acceptance-state';
import { ContractEmail, contractEmailSubject } from './contract-email';
import { contractRowSelect, toContractRow } from './contract-row';
import { historyJson } from './history';
import type { TContractRow, TSendContractInput } from './schemas';

const appUrl = (path: string) => new URL(path, env().APP_URL).toString();
export const portalContractsPath = '/portal/contracts';

/**
 * POST /api/teacher/settings/contracts: asks students to sign the current version of a published
 * document. Each student's row (one per student and document) becomes `pending` at that version with
 * the optional `expiresAt`, a `pending` entry is appended to its history, and the student gets an
 * e-mail linking to the portal (outbox). A student who already holds a valid signature of the current
 * version is left alone (`alreadySigned`). Students and document must be the teacher's (else 404); a
 * draft or archived document is 422 DOCUMENT_NOT_PUBLISHED. One transaction with the audit entry.
 */
export async function sendContract({
  teacherId,
  input,
  meta,
  now = new Date(),
}: {
  teacherId: string;
  input: TSendContractInput;
  meta?: RequestMeta;
  now?: Date;
}): Promise<{ sent: TContractRow[]; alreadySigned: string[] }> {
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt <= now) {
    throw new ValidationError('The request is not valid', [{ path: 'expiresAt', message: 'Choose a future date' }]);
  }
  return transaction(async (tx) => {
    const document = await tx.legalDocument.findFirst({
      where: { id: input.documentId, teacherId },
      select: {
        id: true,
        title: true,
        state: true,
        currentVersion: true,
        teacher: { select: { name: true, slug: true } },
        versions: { orderBy: { version: 'desc' }, take: 1, select: { id: true, version: true } },
      },
    });
    if (!document) throw new NotFoundError('Legal document');
    const current = document.versions[0];
    if (document.state !== 'published' || !current) {
      throw new BusinessRuleError('DOCUMENT_NOT_PUBLISHED', 'Publish the document before sending it to sign');
    }
    const students = await tx.student.findMany({
      where: { id: { in: input.studentIds }, teacherId, deletedAt: null },
      select: {
        id: true,
        name: true,
        email: true,
        timezone: true,
        locale: true,
        hourCycle: true,
        isMinor: true,
        family: { select: noticeFamilySelect },
        legalAcceptances: {
          where: { documentId: document.id },
          select: { state: true, expiresAt: true, documentVersion: { select: { version: true } } },
        },
      },
    });
    if (students.length !== input.studentIds.length) throw new NotFoundError('Student');

    const toAsk = students.filter(({ legalAcceptances: [row] }) => {
      if (!row) return true;
      const state = effectiveAcceptanceState(
        { state: row.state, version: row.documentVersion.version, expiresAt: row.expiresAt },
        current.version,
        now,
      );
      return !(state === 'signed' && row.documentVersion.version === current.version);
    });
    const entry = historyJson('pending', now, current.version);
    for (const student of toAsk) {
      await tx.$executeRaw`
        INSERT INTO "legal_acceptances" AS a
          ("id", "teacherId", "studentId", "documentId", "documentVersionId", "state", "acceptedAt", "expiresAt",
           "history", "createdAt", "updatedAt")
        VALUES (gen_random_uuid(), ${teacherId}::uuid, ${student.id}::uuid, ${document.id}::uuid,
                ${current.id}::uuid, 'pending', NULL, ${expiresAt}, ${entry}::jsonb, ${now}, ${now})
        ON CONFLICT ("studentId", "documentId") DO UPDATE SET
          "documentVersionId" = EXCLUDED."documentVersionId",
          "state" = 'pending',
          "acceptedAt" = NULL,
          "expiresAt" = EXCLUDED."expiresAt",
          "history" = a."history" || EXCLUDED."history",
          "updatedAt" = EXCLUDED."updatedAt"`;
    }
    if (toAsk.length) {
      await enqueueEmails(
        tx,
        // A minor's contract goes to the family's payer, who signs it (issue 34).
        toAsk
          .flatMap((student) => noticeRecipients(student, 'contract').map((recipient) => ({ student, recipient })))
          .map(({ student, recipient }) => {
            const regional = recipientRegional(recipient, student);
            return {
              to: recipient.email,
              teacherId,
              subject: contractEmailSubject(document.teacher.name, document.title, regional.locale),
              react: createElement(ContractEmail, {
                studentName: recipient.name,
                teacherName: document.teacher.name,
                documentTitle: document.title,
                version: current.version,
                expiresWhen: expiresAt ? longWhen(expiresAt, usableTimeZone(student.timezone), regional) : null,
                contractsUrl: appUrl(portalContractsPath),
                signInUrl: appUrl(`/sign-in/student?teacher=${encodeURIComponent(document.teacher.slug)}`),
                locale: regional.locale,
              }),
            };
          }),
      );
      await recordAudit(tx, {
        teacherId,
        actor: { type: 'teacher', id: teacherId },
        action: 'legal_acceptance.send',
        entity: { type: 'legal_document', id: document.id },
        metadata: {
          version: current.version,
          studentIds: toAsk.map((student) => student.id),
          expiresAt: input.expiresAt ?? null,
        },
        request: meta,
      });
    }
    const rows = await tx.legalAcceptance.findMany({
      where: { teacherId, documentId: document.id, studentId: { in: toAsk.map((student) => student.id) } },
      orderBy: { student: { name: 'asc' } },
      select: contractRowSelect,
    });
    const asked = new Set(toAsk.map((student) => student.id));
    return {
      sent: rows.map((row) => toContractRow(row, now)),
      alreadySigned: input.studentIds.filter((id) => !asked.has(id)),
    };
  });
}
