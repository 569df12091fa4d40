import { withTeacher } from '@/lib/http/route';
import { getLegalDocumentVersionRoute } from '@/lib/legal/contracts';
import { getLegalDocumentVersion } from '@/lib/legal/documents/legal-document-versions';

export const GET = withTeacher(getLegalDocumentVersionRoute, ({ teacher, params }) =>
  getLegalDocumentVersion({ teacherId: teacher.id, documentId: params.id, version: params.version }),
);
