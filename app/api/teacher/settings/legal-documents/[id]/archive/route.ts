import { withTeacher } from '@/lib/http/route';
import { archiveLegalDocumentRoute } from '@/lib/legal/contracts';
import { archiveLegalDocument } from '@/lib/legal/documents/archive-legal-document';

export const POST = withTeacher(archiveLegalDocumentRoute, ({ teacher, params, meta }) =>
  archiveLegalDocument({ teacherId: teacher.id, documentId: params.id, meta }),
);
