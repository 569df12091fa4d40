import type { Prisma } from '@/lib/core/db';
import { toRegionalFormat, type RegionalFormat } from '@/lib/core/locale';

/**
 * The notices a student's side receives (issue 34, part 4). `message`: a teacher's scheduled message
 * (an announcement), routed as every notice that is not about money.
 */
export type NoticeKind = 'booking' | 'change' | 'reminder' | 'receipt' | 'review_request' | 'contract' | 'message';

/** The family facts notice routing needs: select them beside the student's own address. */
export const noticeFamilySelect = {
  payerName: true,
  payerEmail: true,
  payerLocale: true,
} as const satisfies Prisma.FamilySelect;

export type NoticeStudent = {
  name: string;
  email: string;
  isMinor: boolean;
  family: { payerName: string; payerEmail: string; payerLocale: string | null } | null;
};

export type NoticeRecipient = {
  email: string;
  name: string;
  /** `payer`: the family's payer reads it for (or beside) the student; the wording may say so. */
  as: 'student' | 'payer';
  /** The payer's own language when set; null: the caller's usual choice (the student's, the teacher's). */
  locale: string | null;
};

/** An address that can never receive mail: a member without their own e-mail (`@family.invalid`). */
export const isUndeliverableAddress = (email: string): boolean => /\.invalid$/i.test(email.trim());

/** Notices about money, which the payer always hears (they pay), even for an adult member. */
const paymentKinds: ReadonlySet<NoticeKind> = new Set(['receipt']);

/**
 * Who receives a notice of `kind` about `student` (decision 0127), in order, without duplicates:
 * - a student outside any family: themselves;
 * - a minor of a family: the payer, for every kind (booking, change, reminder, receipt, review
 *   request, contract, scheduled message);
 * - an adult member: themselves, and the payer too for payment notices (receipts); when the member
 *   has no deliverable address of their own, the payer instead;
 * - never an `.invalid` address: a student outside a family without one hears nothing.
 */
export function noticeRecipients(student: NoticeStudent, kind: NoticeKind): NoticeRecipient[] {
  const own: NoticeRecipient = { email: student.email, name: student.name, as: 'student', locale: null };
  const family = student.family;
  const payer: NoticeRecipient | null =
    family && !isUndeliverableAddress(family.payerEmail)
      ? { email: family.payerEmail, name: family.payerName, as: 'payer', locale: family.payerLocale }
      : null;
  const ownDeliverable = !isUndeliverableAddress(student.email);

  let recipients: NoticeRecipient[];
  if (!family) recipients = ownDeliverable ? [own] : [];
  else if (student.isMinor) recipients = payer ? [payer] : [];
  else if (!ownDeliverable) recipients = payer ? [payer] : [];
  else recipients = paymentKinds.has(kind) && payer ? [own, payer] : [own];

  const seen = new Set<string>();
  return recipients.filter((recipient) => {
    const key = recipient.email.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Where a student's text reminders go: their own verified phone, unless they are a minor of a family,
 * whose texts are not sent at all (the family has no verified payer phone: Lektio verifies a phone by
 * the code its owner types in the portal, and a payer's phone was typed by the teacher or the
 * booking form). The reminder then goes by e-mail to the payer, through `noticeRecipients`.
 */
export function textsReachStudent(student: { isMinor: boolean; family: unknown }): boolean {
  return !(student.isMinor && student.family);
}

/**
 * The language and clock a notice is written in for `recipient`: the payer's own language when they
 * set one, else the student's (a payer reads the student's notices as the student would).
 */
export function recipientRegional(
  recipient: NoticeRecipient,
  student: { locale?: unknown; hourCycle?: unknown },
): RegionalFormat {
  return recipient.locale ? toRegionalFormat({ locale: recipient.locale }) : toRegionalFormat(student);
}
