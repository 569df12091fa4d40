import type { LegalDocumentState, LegalDocumentType } from '@/generated/prisma/enums';
import { db } from '@/lib/core/db';

type LegalDocumentInput = {
  teacherId: string;
  type?: LegalDocumentType;
  title?: string;
  state?: LegalDocumentState;
  /** Published versions 1..n (0: a document never published). */
  versions?: number;
  requiresAcceptance?: boolean;
  displayOrder?: number;
};

/** A legal document with its versions; returns the document and its versions, oldest first. */
export async function createLegalDocument({
  teacherId,
  type = 'terms',
  title = 'Terms of service',
  state = 'published',
  versions = 1,
  requiresAcceptance = true,
  displayOrder = 0,
}: LegalDocumentInput) {
  const document = await db.legalDocument.create({
    data: {
      teacherId,
      type,
      title,
      state,
      requiresAcceptance,
      displayOrder,
      currentVersion: versions,
      bodyMarkdown: `# ${title}\n\nDraft being edited.`,
    },
  });
  const rows = [];
  for (let version = 1; version <= versions; version++) {
    rows.push(
      await db.legalDocumentVersion.create({
        data: {
          documentId: document.id,
          version,
          title: `${title} v${version}`,
          bodyMarkdown: `# ${title}\n\nVersion ${version}.`,
        },
      }),
    );
  }
  return { document, versions: rows, current: rows.at(-1) };
}
