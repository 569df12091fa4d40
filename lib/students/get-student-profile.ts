import 'server-only';
import { db, type Prisma } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { listCurrentLegalDocuments } from '@/lib/legal/list-current-legal-documents';
import { remainingCredits } from '@/lib/enrollment-facts/remaining-credits';
import { legalAcceptanceState } from './legal-acceptance-state';
import { loadStudentActivity } from './load-student-activity';
import type { TLegalAcceptanceState, TStudentProfile } from './response-schemas';
import { ownStudentWhere, studentSelect, toStudent } from './student-fields';
import {
  bookedSessionStatuses,
  sessionsOfStudent,
  studentSessionSelect,
  toStudentSession,
} from './student-session-fields';

type GetStudentProfile = { teacherId: string; studentId: string; now?: Date };

const familyOfStudentSelect = { id: true, name: true, payerName: true, payerEmail: true, payerPhone: true } as const;

const iso = (date: Date | null) => date?.toISOString() ?? null;

const policySelect = {
  id: true,
  name: true,
  maxReschedules: true,
  minHoursBefore: true,
  noShowAction: true,
  noShowPenaltyPercent: true,
  rules: {
    orderBy: { position: 'asc' },
    select: {
      position: true,
      conditionField: true,
      conditionOperator: true,
      conditionValue: true,
      action: true,
      penaltyPercent: true,
      description: true,
    },
  },
} as const;

/**
 * The full profile of one of the teacher's students: fields and tags, computed activity (the same
 * as a roster row), enrollments, `sessions` (the next 10 booked and the 10 latest that started), where they stand with each current legal
 * document that requires acceptance (its latest published version, as enrollment checks it), and the
 * teacher's default cancellation policy. A fixed number of queries.
 */
export async function getStudentProfile({
  teacherId,
  studentId,
  now = new Date(),
}: GetStudentProfile): Promise<TStudentProfile> {
  const found = await db.student.findFirst({
    where: ownStudentWhere(teacherId, studentId),
    select: { ...studentSelect, family: { select: familyOfStudentSelect } },
  });
  if (!found) throw new NotFoundError('Student');
  const { family, ...row } = found;
  const sessionSelect = studentSessionSelect(studentId);
  const [activity, enrollments, upcoming, recent, documents, acceptances, policy] = await Promise.all([
    loadStudentActivity({ teacherId, students: [row], now }),
    db.enrollment.findMany({
      where: { teacherId, studentId },
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      take: 100,
      include: { service: { select: { name: true } } },
    }),
    db.session.findMany({
      where: {
        ...sessionsOfStudent(teacherId, studentId),
        startUtc: { gt: now },
        status: { in: [...bookedSessionStatuses] },
      },
      orderBy: { startUtc: 'asc' },
      take: 10,
      select: sessionSelect,
    }),
    db.session.findMany({
      where: { ...sessionsOfStudent(teacherId, studentId), startUtc: { lte: now } },
      orderBy: { startUtc: 'desc' },
      take: 10,
      select: sessionSelect,
    }),
    listCurrentLegalDocuments(teacherId),
    db.legalAcceptance.findMany({
      where: { teacherId, studentId },
      select: {
        documentId: true,
        state: true,
        acceptedAt: true,
        expiresAt: true,
        documentVersion: { select: { version: true } },
      },
    }),
    db.cancellationPolicy.findFirst({ where: { teacherId, isDefault: true }, select: policySelect }),
  ]);

  const acceptanceByDocument = new Map(acceptances.map((acceptance) => [acceptance.documentId, acceptance]));
  return {
    ...toStudent(row),
    ...activity.get(studentId)!,
    enrollments: enrollments.map((enrollment) => ({
      id: enrollment.id,
      serviceId: enrollment.serviceId,
      serviceName: enrollment.service.name,
      status: enrollment.status,
      sessionsTotal: enrollment.sessionsTotal,
      sessionsCompleted: enrollment.sessionsCompleted,
      sessionsScheduled: enrollment.sessionsScheduled,
      sessionsForfeited: enrollment.sessionsForfeited,
      remaining: remainingCredits(enrollment),
      validUntil: iso(enrollment.validUntil),
      enrolledAt: iso(enrollment.enrolledAt),
      createdAt: enrollment.createdAt.toISOString(),
    })),
    sessions: [...upcoming.reverse(), ...recent].map(toStudentSession),
    legalAcceptances: documents
      // Required of every student, or sent to this one to sign (a contract).
      .filter((document) => document.requiresAcceptance || acceptanceByDocument.has(document.documentId))
      .map((document): TLegalAcceptanceState => {
        const acceptance = acceptanceByDocument.get(document.documentId);
        const acceptedVersion = acceptance?.documentVersion.version ?? null;
        return {
          documentId: document.documentId,
          type: document.type,
          title: document.title,
          currentVersion: document.version,
          state: legalAcceptanceState(
            document.version,
            acceptance
              ? { state: acceptance.state, acceptedVersion: acceptedVersion!, expiresAt: acceptance.expiresAt }
              : null,
            now,
          ),
          acceptedVersion,
          acceptedAt: iso(acceptance?.acceptedAt ?? null),
          expiresAt: iso(acceptance?.expiresAt ?? null),
        };
      }),
    cancellationPolicy: policy && toProfilePolicy(policy),
    family: family && {
      id: family.id,
      name: family.name,
      payer: { name: family.payerName, email: family.payerEmail, phone: family.payerPhone },
    },
  };
}

/**
 * The stored `rules` relation is the spec's `cancellationRules` in every answer, each rule with its
 * `condition: { field, operator, value }` (as /api/teacher/cancellation-policies answers it).
 */
function toProfilePolicy({ rules, ...policy }: Prisma.CancellationPolicyGetPayload<{ select: typeof policySelect }>) {
  return {
    ...policy,
    cancellationRules: rules.map(({ conditionField, conditionOperator, conditionValue, ...rule }) => ({
      ...rule,
      condition: { field: conditionField, operator: conditionOperator, value: conditionValue },
    })),
  };
}
