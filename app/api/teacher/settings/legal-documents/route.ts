import { withTeacher } from '@/lib/http/route';
import { createLegalDocumentRoute, listLegalDocumentsRoute } from '@/lib/legal/contracts';
import { createLegalDocument } from '@/lib/legal/documents/create-legal-document';
import { listLegalDocuments } from '@/lib/legal/documents/list-legal-documents';

export const GET = withTeacher(listLegalDocumentsRoute, ({ teacher, query }) =>
  listLegalDocuments({ teacherId: teacher.id, type: query.type }),
);

export const POST = withTeacher(createLegalDocumentRoute, async ({ teacher, body, meta }) =>
  Response.json(await createLegalDocument({ teacherId: teacher.id, input: body, meta }), { status: 201 }),
);
