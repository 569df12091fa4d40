/** Route contracts of legal documents as visitors see them. */
import { ZTeacherSlugParams } from '@/lib/catalogue/schemas';
import { defineRoute } from '@/lib/core/route-contract';
import { ZCurrentLegalDocuments } from './schemas';

export const listPublicLegalDocumentsRoute = defineRoute({
  method: 'GET',
  path: '/api/public/{slug}/legal-documents',
  summary: "The teacher's published legal documents at their latest version, to read and accept before enrolling",
  tags: ['public'],
  auth: 'public',
  params: ZTeacherSlugParams,
  responses: { 200: { description: 'Documents in display order', schema: ZCurrentLegalDocuments } },
});

// The teacher's documents and per-student contracts declare theirs beside their code.
export * from './documents/contracts';
export * from './acceptance/contracts';
