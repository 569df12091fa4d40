import { withTeacher } from '@/lib/http/route';
import { publishLegalDocumentRoute } from '@/lib/legal/contracts';
import { publishLegalDocument } from '@/lib/legal/documents/publish-legal-document';

export const POST = withTeacher(publishLegalDocumentRoute, ({ teacher, params, meta }) =>
  publishLegalDocument({ teacherId: teacher.id, documentId: params.id, meta }),
);
