import { withTeacher } from '@/lib/http/route';
import { reorderLegalDocumentsRoute } from '@/lib/legal/contracts';
import { reorderLegalDocuments } from '@/lib/legal/documents/reorder-legal-documents';

export const POST = withTeacher(reorderLegalDocumentsRoute, ({ teacher, body, meta }) =>
  reorderLegalDocuments({ teacherId: teacher.id, documentIds: body.documentIds, meta }),
);
