/**
 * Zod schemas of the teacher's legal documents (issue 16 item 2, decision 0042): the working copy the
 * teacher edits, its published versions, and the inputs of the settings routes. Client-safe.
 */
import { z } from 'zod';
import { LegalDocumentState, LegalDocumentType } from '@/generated/prisma/enums';

export const ZLegalDocumentType = z.enum(LegalDocumentType);
export const ZLegalDocumentState = z.enum(LegalDocumentState);

/** Longest title and Markdown body (characters): a long contract fits, a pasted book does not. */
export const maxLegalTitleLength = 200;
export const maxLegalBodyLength = 100_000;

const ZTitle = z
  .string()
  .trim()
  .min(1, 'Give the document a title')
  .max(maxLegalTitleLength, `At most ${maxLegalTitleLength} characters`);
const ZBody = z.string().max(maxLegalBodyLength, `At most ${maxLegalBodyLength} characters`);
const ZDisplayOrder = z.int('A whole number').min(0, 'Zero or more').max(10_000, 'At most 10000');

export const ZCreateLegalDocumentInput = z
  .object({
    type: ZLegalDocumentType,
    title: ZTitle,
    bodyMarkdown: ZBody.default(''),
    displayOrder: ZDisplayOrder.default(0),
    requiresAcceptance: z.boolean().default(true),
  })
  .strict();
export type TCreateLegalDocumentInput = z.infer<typeof ZCreateLegalDocumentInput>;
export type TCreateLegalDocumentValues = z.input<typeof ZCreateLegalDocumentInput>;

/** Edits the working copy only; publishing makes it a version. */
export const ZUpdateLegalDocumentInput = z
  .object({
    type: ZLegalDocumentType.optional(),
    title: ZTitle.optional(),
    bodyMarkdown: ZBody.optional(),
    displayOrder: ZDisplayOrder.optional(),
    requiresAcceptance: z.boolean().optional(),
  })
  .strict();
export type TUpdateLegalDocumentInput = z.infer<typeof ZUpdateLegalDocumentInput>;

export const ZReorderLegalDocumentsInput = z
  .object({
    /** Every id listed gets its position in this list as displayOrder. */
    documentIds: z.array(z.uuid()).min(1).max(200),
  })
  .strict()
  .refine((input) => new Set(input.documentIds).size === input.documentIds.length, {
    message: 'Each document once',
    path: ['documentIds'],
  });

export const ZListLegalDocumentsQuery = z.object({ type: ZLegalDocumentType.optional() }).strict();

export const ZLegalDocumentIdParams = z.object({ id: z.uuid() }).strict();
export const ZLegalDocumentVersionParams = z
  .object({ id: z.uuid(), version: z.coerce.number().int().min(1).max(1_000_000) })
  .strict();

export const ZAcceptanceCounts = z.object({
  signed: z.int(),
  pending: z.int(),
  expired: z.int(),
  outdated: z.int(),
});

/** One document as the settings routes answer it: the working copy plus where it stands. */
export const ZLegalDocument = z.object({
  id: z.uuid(),
  type: ZLegalDocumentType,
  title: z.string(),
  bodyMarkdown: z.string(),
  state: ZLegalDocumentState,
  displayOrder: z.int(),
  /** 0 while never published. */
  currentVersion: z.int(),
  requiresAcceptance: z.boolean(),
  /** The working title or body differs from the latest version (always true before the first publish). */
  hasUnpublishedChanges: z.boolean(),
  acceptanceCounts: ZAcceptanceCounts,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TLegalDocument = z.infer<typeof ZLegalDocument>;
export const ZLegalDocumentList = z.object({ data: z.array(ZLegalDocument) });

export const ZLegalDocumentVersionSummary = z.object({
  version: z.int(),
  title: z.string(),
  publishedAt: z.iso.datetime(),
});
export const ZLegalDocumentVersionList = z.object({ data: z.array(ZLegalDocumentVersionSummary) });

export const ZLegalDocumentVersion = ZLegalDocumentVersionSummary.extend({
  documentId: z.uuid(),
  bodyMarkdown: z.string(),
});
export type TLegalDocumentVersion = z.infer<typeof ZLegalDocumentVersion>;
