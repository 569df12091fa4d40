import { withTeacher } from '@/lib/http/route';
import { deleteLegalDocumentRoute, getLegalDocumentRoute, updateLegalDocumentRoute } from '@/lib/legal/contracts';
import { deleteLegalDocument } from '@/lib/legal/documents/delete-legal-document';
import { getLegalDocument } from '@/lib/legal/documents/get-legal-document';
import { updateLegalDocument } from '@/lib/legal/documents/update-legal-document';

export const GET = withTeacher(getLegalDocumentRoute, ({ teacher, params }) =>
  getLegalDocument({ teacherId: teacher.id, documentId: params.id }),
);

export const PATCH = withTeacher(updateLegalDocumentRoute, ({ teacher, params, body, meta }) =>
  updateLegalDocument({ teacherId: teacher.id, documentId: params.id, input: body, meta }),
);

export const DELETE = withTeacher(deleteLegalDocumentRoute, ({ teacher, params, meta }) =>
  deleteLegalDocument({ teacherId: teacher.id, documentId: params.id, meta }),
);
