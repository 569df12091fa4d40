import 'server-only';
import { randomUUID } from 'node:crypto';
import { recordAudit } from '@/lib/audit/record-audit';
import type { Prisma } from '@/lib/core/db';
import { AppError, BusinessRuleError, ValidationError } from '@/lib/core/errors';
import { escapeLikePattern } from '@/lib/core/like-pattern';
import type { RequestMeta } from '@/lib/core/request-meta';
import { placeholderMemberEmailDomain, type TBookingFor } from './booking-for-schemas';

export type EnsureFamilyMember = {
  teacherId: string;
  /** Who books and pays: the body's `name` and `email`, or the signed-in student's. */
  payer: { name: string; email: string };
  learner: TBookingFor;
  /** A new learner's zone and language: the booking page's. */
  timezone: string;
  locale?: string;
  /** Named in the audit entries (`trial_request`, `enrollment`, `time_first_booking`). */
  source: string;
  meta?: RequestMeta;
};

export type FamilyMember = {
  familyId: string;
  familyCreated: boolean;
  /** The learner: the booking, the enrollment and the credits are theirs. */
  studentId: string;
  /** The learner's address (a `member-<uuid>@family.invalid` one when they have none). */
  studentEmail: string;
  /** A new student: the caller starts their lifecycle (`first_contact`). */
  memberCreated: boolean;
  /** The payer's address, lower-cased: the checkout's and the family's. */
  payerEmail: string;
};

/** 409: the learner is a student of this teacher whom the payer cannot attach (decision 0128). */
const learnerTaken = (code: 'LEARNER_IN_OTHER_FAMILY' | 'LEARNER_HAS_OWN_ACCOUNT', message: string) =>
  new AppError(409, code, message, [{ path: 'bookingFor.email', message }]);

/**
 * Booking for someone else (issue 34, part 3; decision 0128), inside the booking's transaction:
 *
 * 1. The payer's family with this teacher, found by the payer's e-mail (lower-cased, unique per
 *    teacher), or created ("<payer's last name> family"; upsert, so two concurrent bookings of one
 *    payer make one family).
 * 2. The learner, a student of this teacher in that family. With an e-mail: the teacher's student with
 *    that address when they are already this family's member; a student of this teacher who belongs
 *    to another family (409 LEARNER_IN_OTHER_FAMILY) or to none (409 LEARNER_HAS_OWN_ACCOUNT) is
 *    never attached by a public form, which proves no address: the teacher adds them in the CRM.
 *    Without an e-mail: the family's member of that name (case-insensitive), else a new student
 *    with a `member-<uuid>@family.invalid` address. A new learner is a prospect (`trial`) carrying
 *    `familyId` and `isMinor`.
 *
 * Every query names the teacher: a learner of another teacher is never found (a new one is made).
 * The learner's address may not be the payer's (400 on `bookingFor.email`); an address held by a
 * deleted student cannot book (422 BOOKING_NOT_AVAILABLE).
 */
export async function ensureFamilyMember(
  tx: Prisma.TransactionClient,
  { teacherId, payer, learner, timezone, locale, source, meta }: EnsureFamilyMember,
): Promise<FamilyMember> {
  const payerEmail = payer.email.trim().toLowerCase();
  const learnerEmail = learner.email?.trim().toLowerCase();
  if (learnerEmail && learnerEmail === payerEmail) {
    throw new ValidationError('The request is not valid', [
      { path: 'bookingFor.email', message: "Enter the learner's own address, or leave it empty" },
    ]);
  }

  const { family, familyCreated } = await findOrCreateFamily(tx, {
    teacherId,
    payer,
    payerEmail,
    locale,
    source,
    meta,
  });

  const existing = learnerEmail
    ? await tx.student.findFirst({
        where: { teacherId, email: { equals: escapeLikePattern(learnerEmail), mode: 'insensitive' } },
        orderBy: [{ deletedAt: { sort: 'desc', nulls: 'first' } }, { createdAt: 'asc' }],
        select: { id: true, email: true, familyId: true, deletedAt: true },
      })
    : await tx.student.findFirst({
        where: {
          teacherId,
          familyId: family.id,
          deletedAt: null,
          name: { equals: escapeLikePattern(learner.name), mode: 'insensitive' },
        },
        orderBy: { createdAt: 'asc' },
        select: { id: true, email: true, familyId: true, deletedAt: true },
      });
  if (existing?.deletedAt) {
    throw new BusinessRuleError('BOOKING_NOT_AVAILABLE', 'This learner cannot book here; please contact the teacher');
  }
  if (existing && existing.familyId !== family.id) {
    throw existing.familyId
      ? learnerTaken('LEARNER_IN_OTHER_FAMILY', 'This learner belongs to another family; ask the teacher to move them')
      : learnerTaken(
          'LEARNER_HAS_OWN_ACCOUNT',
          'This learner already has an account here; ask the teacher to add them to your family',
        );
  }
  const base = { familyId: family.id, familyCreated, payerEmail };
  if (existing) return { ...base, studentId: existing.id, studentEmail: existing.email, memberCreated: false };

  const email = learnerEmail ?? `member-${randomUUID()}@${placeholderMemberEmailDomain}`;
  const created = await tx.student.create({
    data: {
      teacherId,
      name: learner.name,
      email,
      timezone,
      locale,
      status: 'trial',
      familyId: family.id,
      isMinor: learner.isMinor,
    },
    select: { id: true, email: true },
  });
  await recordAudit(tx, {
    teacherId,
    actor: { type: 'student', id: created.id },
    action: 'student.self_register',
    entity: { type: 'student', id: created.id },
    after: { name: learner.name, email, status: 'trial', familyId: family.id, isMinor: learner.isMinor },
    metadata: { source, bookedByPayer: true, familyId: family.id },
    request: meta,
  });
  return { ...base, studentId: created.id, studentEmail: created.email, memberCreated: true };
}

async function findOrCreateFamily(
  tx: Prisma.TransactionClient,
  {
    teacherId,
    payer,
    payerEmail,
    locale,
    source,
    meta,
  }: Pick<EnsureFamilyMember, 'teacherId' | 'payer' | 'locale' | 'source' | 'meta'> & { payerEmail: string },
) {
  const found = await tx.family.findUnique({
    where: { teacherId_payerEmail: { teacherId, payerEmail } },
    select: { id: true },
  });
  if (found) return { family: found, familyCreated: false };
  const name = familyName(payer.name);
  const family = await tx.family.upsert({
    where: { teacherId_payerEmail: { teacherId, payerEmail } },
    create: { teacherId, name, payerName: payer.name.trim(), payerEmail, payerLocale: locale ?? null },
    update: {},
    select: { id: true, createdAt: true, updatedAt: true },
  });
  await recordAudit(tx, {
    teacherId,
    actor: { type: 'system', id: null },
    action: 'family.create_by_booking',
    entity: { type: 'family', id: family.id },
    after: { name, payerName: payer.name.trim(), payerEmail },
    metadata: { source },
    request: meta,
  });
  return { family: { id: family.id }, familyCreated: true };
}

/** "Ana María García" -> "García family": the payer's last word, as a roster reads it (decision 0128). */
export function familyName(payerName: string): string {
  const words = payerName.trim().split(/\s+/);
  return `${words[words.length - 1] || payerName.trim()} family`;
}
