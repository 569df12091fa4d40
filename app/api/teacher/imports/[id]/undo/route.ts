import { withTeacher } from '@/lib/http/route';
import { undoImportRoute } from '@/lib/imports/contracts';
import { undoImport } from '@/lib/imports/undo-import';

export const POST = withTeacher(undoImportRoute, ({ teacher, params, meta }) =>
  undoImport({ teacherId: teacher.id, importId: params.id, meta }),
);
