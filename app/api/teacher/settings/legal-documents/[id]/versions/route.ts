import { withTeacher } from '@/lib/http/route';
import { listLegalDocumentVersionsRoute } from '@/lib/legal/contracts';
import { listLegalDocumentVersions } from '@/lib/legal/documents/legal-document-versions';

export const GET = withTeacher(listLegalDocumentVersionsRoute, ({ teacher, params }) =>
  listLegalDocumentVersions({ teacherId: teacher.id, documentId: params.id }),
);
