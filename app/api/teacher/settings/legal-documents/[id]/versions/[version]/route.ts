import { withTeacher } from '@/lib/core/http';
import { getLegalDocumentVersionRoute } from '@/lib/legal/contracts';
import { getLegalDocumentVersion } from '@/lib/legal/documents/legal-document-versions';

export const GET = withTeacher(getLegalDocumentVersionRoute, ({ teacher, params }) =>
  getLegalDocumentVersion({ teacherId: teacher.id, documentId: params.id, version: params.version }),
);
