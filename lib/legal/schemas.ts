/** Zod schemas of the legal documents a visitor reads and accepts (client-safe). */
import { z } from 'zod';
import { LegalDocumentType } from '@/generated/prisma/enums';

export const ZCurrentLegalDocument = z.object({
  documentId: z.uuid(),
  /** What the visitor accepts: send it back in `acceptedDocumentVersionIds` when enrolling. */
  versionId: z.uuid(),
  type: z.enum(LegalDocumentType),
  title: z.string(),
  version: z.number().int(),
  bodyMarkdown: z.string(),
  /** Enrollment needs an acceptance of each document where this is true. */
  requiresAcceptance: z.boolean(),
});
export type TCurrentLegalDocument = z.infer<typeof ZCurrentLegalDocument>;

export const ZCurrentLegalDocuments = z.object({ data: z.array(ZCurrentLegalDocument) });
