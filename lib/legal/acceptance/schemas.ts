/**
 * Zod schemas of contracts: per-student acceptance of legal documents (issue 16 item 2, decision
 * 0042). Enrollment and portal signing write the same `legal_acceptances` rows. Client-safe.
 */
import { z } from 'zod';
import { AcceptanceState, LegalDocumentType } from '@/generated/prisma/enums';
import { ZPage, ZPagination } from '@/lib/core/pagination';

export const ZAcceptanceState = z.enum(AcceptanceState);

export const ZAcceptanceHistoryEntry = z.object({
  state: ZAcceptanceState,
  at: z.iso.datetime(),
  version: z.int(),
});

const ZDocumentRef = z.object({
  id: z.uuid(),
  title: z.string(),
  type: z.enum(LegalDocumentType),
  currentVersion: z.int(),
});

/** One student and one document: the overview row. */
export const ZContractRow = z.object({
  id: z.uuid(),
  student: z.object({ id: z.uuid(), name: z.string() }),
  document: ZDocumentRef,
  /** Effective now: an older version's signature is `outdated`, one past expiresAt `expired`. */
  state: ZAcceptanceState,
  /** The version signed, or sent to sign. */
  version: z.int(),
  acceptedAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  history: z.array(ZAcceptanceHistoryEntry),
  updatedAt: z.iso.datetime(),
});
export type TContractRow = z.infer<typeof ZContractRow>;
export const ZContractPage = ZPage(ZContractRow);

export const ZListContractsQuery = ZPagination.extend({
  state: ZAcceptanceState.optional(),
  studentId: z.uuid().optional(),
  documentId: z.uuid().optional(),
}).strict();
export type TListContractsQuery = z.infer<typeof ZListContractsQuery>;

/** The form's field: a future date and time, ISO 8601 with its offset. */
export const ZSendContractInput = z
  .object({
    documentId: z.uuid('Choose a document'),
    studentIds: z
      .array(z.uuid())
      .min(1, 'Choose at least one student')
      .max(100, 'At most 100 students at once')
      .refine((ids) => new Set(ids).size === ids.length, 'Each student once'),
    expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .strict();
export type TSendContractInput = z.infer<typeof ZSendContractInput>;

export const ZSendContractResult = z.object({
  /** Rows now pending, one per student asked. */
  sent: z.array(ZContractRow),
  /** Students who already hold a valid signature of the current version: left as they are. */
  alreadySigned: z.array(z.uuid()),
});

export const ZStudentIdParams = z.object({ studentId: z.uuid() }).strict();

/** Where one student stands on one of the teacher's published documents. */
export const ZStudentStanding = z.object({
  document: ZDocumentRef.extend({ requiresAcceptance: z.boolean() }),
  /** null: never sent to this student and not required at enrollment. */
  state: ZAcceptanceState.nullable(),
  version: z.int().nullable(),
  acceptedAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  history: z.array(ZAcceptanceHistoryEntry),
});
export type TStudentStanding = z.infer<typeof ZStudentStanding>;
export const ZStudentStandingList = z.object({ data: z.array(ZStudentStanding) });

/** A document in the student's portal: the current version to read and sign. */
export const ZStudentContract = z.object({
  documentId: z.uuid(),
  type: z.enum(LegalDocumentType),
  title: z.string(),
  version: z.int(),
  bodyMarkdown: z.string(),
  state: ZAcceptanceState,
  signedVersion: z.int().nullable(),
  acceptedAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
});
export type TStudentContract = z.infer<typeof ZStudentContract>;
export const ZStudentContractList = z.object({ data: z.array(ZStudentContract) });

export const ZDocumentIdParams = z.object({ documentId: z.uuid() }).strict();
export const ZSignContractInput = z
  .object({ version: z.int('The version you read').min(1, 'The version you read').max(2_147_483_647) })
  .strict();
