import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import type { Prisma } from '@/lib/core/db';
import { ConflictError, NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import {
  anonymisePayments,
  keepIssuedInvoices,
  anonymiseReviews,
  anonymiseSessions,
  anonymiseStudentRecord,
  closeEnrollments,
  deleteStudentRecords,
  markDriveCopiesDeleted,
  type Scope,
} from './erase-records';
import { cancelFutureSessions } from './cancel-future-sessions';
import type { ErasureActor, ErasureCounts, ErasureReport } from './erasure-report';
import { redactAuditEntries } from './redact-audit-entries';
import { deleteMessageCopies, identityPattern, scrubKeptText } from './scrub-identity';

export type EraseStudentInput = {
  teacherId: string;
  studentId: string;
  actor: ErasureActor;
  /** The student's erasure request this erasure fulfils; it becomes `completed` with the report. */
  requestId?: string;
  meta?: RequestMeta;
  now?: Date;
};

/**
 * Erases one student of the teacher in ONE transaction, in the spec's order: delete contact log,
 * lifecycle events, legal acceptances, review requests and notifications; anonymise reviews (rating
 * and content kept); clear the student's session content; mark drive copies deleted (trashed by a
 * job after the commit); anonymise the student record (id kept); anonymise payments (amounts kept);
 * keep issued invoices with the payer's name only (a legal obligation), delete drafts.
 * Copies of e-mails naming the student are deleted too, and open enrollments end (a subscription is
 * cancelled at the processor by its job). Lessons still to come are cancelled by the system, or the
 * student's seat released when others attend (cancel-future-sessions), and audit entries that still
 * name the student are redacted (redact-audit-entries; decision 0063). The report (counts only, no PII) is stored on the request
 * given and on any other open request of the student, and audited as `student.erase`.
 * Idempotent: a second run finds nothing left and reports zeros (the student row is re-stamped).
 * Another teacher's student, or a request of another student, is 404; a rejected request is 409.
 */
export async function eraseStudent(input: EraseStudentInput): Promise<ErasureReport> {
  return transaction((tx) => eraseStudentWithin(tx, input), { timeout: 60_000 });
}

/**
 * The erasure of {@link eraseStudent} inside a transaction the caller holds: erasing a whole family
 * (erase-family.ts) erases each member and the payer in one transaction.
 */
export async function eraseStudentWithin(tx: Tx, input: EraseStudentInput): Promise<ErasureReport> {
  const { teacherId, studentId, actor, requestId, meta, now = new Date() } = input;
  const student = await lockStudent(tx, teacherId, studentId);
  if (requestId) await assertRequestUsable(tx, { teacherId, studentId, requestId });
  const scope: Scope = { teacherId, studentId, now };
  // Already erased: the name is the placeholder, nothing of the person is left to look for.
  const pattern = student.anonymizedAt ? null : identityPattern(student);
  if (pattern) await scrubKeptText(tx, scope, pattern);
  const removed = await deleteStudentRecords(tx, scope);
  const reviews = await anonymiseReviews(tx, scope);
  const { sessions, participations } = await anonymiseSessions(tx, scope);
  // After the content is cleared, so the neutral reason stays on the lessons it cancels.
  const future = await cancelFutureSessions(tx, scope);
  const driveFileCopies = await markDriveCopiesDeleted(tx, scope);
  const closed = await closeEnrollments(tx, scope);
  const emails = pattern ? await deleteMessageCopies(tx, scope, student, pattern) : 0;
  const auditEntries = pattern ? await redactAuditEntries(tx, scope, pattern) : 0;
  const studentCount = await anonymiseStudentRecord(tx, scope, student.deletedAt);
  const payments = await anonymisePayments(tx, scope);
  const invoices = await keepIssuedInvoices(tx, scope);
  const counts: ErasureCounts = {
    ...removed,
    reviews,
    sessions,
    participations,
    ...future,
    driveFileCopies,
    ...closed,
    student: studentCount,
    payments,
    ...invoices,
    emails,
    auditEntries,
  };
  const report: ErasureReport = { counts, erasedAt: now.toISOString() };
  await completeRequests(tx, { teacherId, studentId, requestId, report, now });
  await recordAudit(tx, {
    teacherId,
    actor,
    action: 'student.erase',
    entity: { type: 'student', id: studentId },
    metadata: { counts, requestId: requestId ?? null },
    request: meta,
  });
  return report;
}

type Tx = Prisma.TransactionClient;

/** The row lock makes two erasures of one student (a double click, the job and the teacher) queue. */
async function lockStudent(tx: Tx, teacherId: string, studentId: string) {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "students" WHERE "id" = ${studentId}::uuid AND "teacherId" = ${teacherId}::uuid FOR UPDATE`;
  if (!locked.length) throw new NotFoundError('Student');
  return tx.student.findUniqueOrThrow({
    where: { id: studentId },
    select: { name: true, email: true, phone: true, deletedAt: true, anonymizedAt: true },
  });
}

async function assertRequestUsable(tx: Tx, where: { teacherId: string; studentId: string; requestId: string }) {
  const request = await tx.dataErasureRequest.findFirst({
    where: { id: where.requestId, teacherId: where.teacherId, studentId: where.studentId },
    select: { status: true },
  });
  if (!request) throw new NotFoundError('Erasure request');
  if (request.status === 'rejected') throw new ConflictError('The erasure request was rejected', 'INVALID_STATE');
}

/** The request given and every other open request of the student are fulfilled by this erasure. */
async function completeRequests(
  tx: Tx,
  args: { teacherId: string; studentId: string; requestId?: string; report: ErasureReport; now: Date },
) {
  const { teacherId, studentId, requestId, report, now } = args;
  await tx.dataErasureRequest.updateMany({
    where: {
      teacherId,
      studentId,
      OR: [{ status: { in: ['pending', 'processing'] } }, ...(requestId ? [{ id: requestId, completedAt: null }] : [])],
    },
    data: { status: 'completed', report: report as unknown as Prisma.InputJsonObject, completedAt: now },
  });
}
